import type { Identifier } from 'react-admin';

/**
 * Where the ERP order a marketplace's sale became is shown (its lines, the stock it took, its invoice):
 * the one address the sales lists, a sale's page and a claim lead to.
 */
export const erpOrderPath = (id: Identifier): string => `/pedidos/${id}/show`;
