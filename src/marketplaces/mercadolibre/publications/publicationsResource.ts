/** The react-admin resource of the publication screens: its name is their route (SPEC.md section 2). */
export const publicationsResource = 'mercadolibre/publicaciones';
