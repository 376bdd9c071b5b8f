/** The react-admin resource of Amazon's sales screen: its name is its route; its records are the ERP orders of the channel. */
export const amazonSalesResource = 'amazon/ventas';
