import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetList, useGetMany, type RaRecord } from 'react-admin';
import { listLimits } from '../../../../resources';
import type { MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';

/** One product of a claimed sale: the title it was sold under and how many units. */
export interface ClaimedProduct {
  readonly title: string;
  readonly quantity: number;
}

/** The ERP order a claimed sale became (its buyer is on it) and the products it sold. */
export interface ClaimSale {
  readonly order: RaRecord;
  readonly products: readonly ClaimedProduct[];
}

const ClaimSalesContext = createContext<ReadonlyMap<string, ClaimSale>>(new Map());

const orderIdsOf = (claims: readonly MercadoLibreClaim[]) => [
  ...new Set(claims.flatMap((claim) => (claim.order_id === null || claim.order_id === undefined ? [] : [claim.order_id]))),
];

/**
 * The sales of the given claims, for the claims inside to name: their ERP orders in one request and
 * those orders' lines in another, however many claims there are (a list's cards do not each ask).
 */
export const ClaimSalesProvider = ({ claims, children }: { readonly claims: readonly MercadoLibreClaim[]; readonly children: ReactNode }) => {
  const ids = orderIdsOf(claims);
  const enabled = ids.length > 0;
  const { data: orders } = useGetMany('pedidos', { ids }, { enabled });
  // The lines in the order the sale's page lists them.
  const { data: lines } = useGetList(
    'lineas_pedido',
    { filter: { order_id: ids }, pagination: { page: 1, perPage: listLimits.maxSize }, sort: { field: 'id', order: 'ASC' } },
    { enabled },
  );
  const sales = useMemo(
    () =>
      new Map(
        (orders ?? []).map((order): [string, ClaimSale] => [
          String(order.id),
          {
            order,
            products: (lines ?? [])
              .filter((line) => String(line.order_id) === String(order.id) && line.title)
              .map((line) => ({ title: line.title, quantity: Number(line.quantity) })),
          },
        ]),
      ),
    [orders, lines],
  );
  return <ClaimSalesContext.Provider value={sales}>{children}</ClaimSalesContext.Provider>;
};

/** The sale of a claim, once read; undefined for a claim without an ERP order. */
export const useClaimSale = (claim: MercadoLibreClaim | undefined): ClaimSale | undefined => {
  const sales = useContext(ClaimSalesContext);
  return claim?.order_id === null || claim?.order_id === undefined ? undefined : sales.get(String(claim.order_id));
};
