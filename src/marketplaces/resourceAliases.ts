/**
 * Screens whose route differs from the declared resource name: react-admin
 * derives the URL from the Resource name, the dataProvider finds the declaration through this map.
 */
export const resourceAliases: Readonly<Record<string, string>> = {
  'mercadolibre/publicaciones': 'publicaciones-mercadolibre',
  'mercadolibre/pagos': 'pagos-mercadolibre',
  'mercadolibre/preguntas': 'preguntas-mercadolibre',
  'mercadolibre/devoluciones': 'reclamos-mercadolibre',
  // The sales are the ERP orders of the channel, read through the orders' own routes.
  'mercadolibre/ventas': 'pedidos',
};
