/** The react-admin resource of the publication screens: its name is their route. */
export const publicationsResource = 'mercadolibre/publicaciones';
