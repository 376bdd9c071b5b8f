/** The react-admin resource of the questions screen: its name is its route. */
export const questionsResource = 'mercadolibre/preguntas';
