/** The react-admin resource of the sales screen: its name is its route; its records are the ERP orders of the channel. */
export const salesResource = 'mercadolibre/ventas';

/** The ERP orders the sales of MercadoLibre became: the screen's permanent filter. */
export const mercadoLibreSalesFilter = { channel: 'mercadolibre' } as const;
