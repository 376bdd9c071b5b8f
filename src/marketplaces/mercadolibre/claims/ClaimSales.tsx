import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetMany, type RaRecord } from 'react-admin';
import type { MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import { OrderProductsProvider, useOrderProducts, type SoldProduct } from '../../sales/OrderProducts';

/** The ERP order a claimed sale became (its buyer is on it) and the products it sold. */
export interface ClaimSale {
  readonly order: RaRecord;
  readonly products: readonly SoldProduct[];
}

const ClaimOrdersContext = createContext<ReadonlyMap<string, RaRecord>>(new Map());

const orderIdsOf = (claims: readonly MercadoLibreClaim[]) => [
  ...new Set(claims.flatMap((claim) => (claim.order_id === null || claim.order_id === undefined ? [] : [claim.order_id]))),
];

/**
 * The sales of the given claims, for the claims inside to name: their ERP orders in one request and
 * those orders' products in another, however many claims there are (a list's cards do not each ask).
 */
export const ClaimSalesProvider = ({ claims, children }: { readonly claims: readonly MercadoLibreClaim[]; readonly children: ReactNode }) => {
  const ids = orderIdsOf(claims);
  const { data: orders } = useGetMany('pedidos', { ids }, { enabled: ids.length > 0 });
  const byId = useMemo(() => new Map((orders ?? []).map((order): [string, RaRecord] => [String(order.id), order])), [orders]);
  return (
    <ClaimOrdersContext.Provider value={byId}>
      <OrderProductsProvider orderIds={ids}>{children}</OrderProductsProvider>
    </ClaimOrdersContext.Provider>
  );
};

/** The sale of a claim, once read; undefined for a claim without an ERP order. */
export const useClaimSale = (claim: MercadoLibreClaim | undefined): ClaimSale | undefined => {
  const orderId = claim?.order_id;
  const orders = useContext(ClaimOrdersContext);
  const products = useOrderProducts(orderId);
  const order = orderId === null || orderId === undefined ? undefined : orders.get(String(orderId));
  return order ? { order, products } : undefined;
};
