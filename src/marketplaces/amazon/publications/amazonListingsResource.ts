/** The react-admin resource of Amazon's listings screen: its name is its route; its records are the declared `publicaciones-amazon`. */
export const amazonListingsResource = 'amazon/publicaciones';
