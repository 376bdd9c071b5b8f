/** The react-admin resource of the global marketplace's questions screen: its name is its route; its records are the buyers' requests. */
export const buyerRequestsResource = 'amazon/preguntas';
