import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type Identifier, useGetList, useListContext } from 'react-admin';
import { listLimits } from '../../../resources';

/** One product of a sale: the title it was sold under and how many units. */
export interface SoldProduct {
  readonly title: string;
  readonly quantity: number;
}

const OrderProductsContext = createContext<ReadonlyMap<string, readonly SoldProduct[]>>(new Map());

const noProducts: readonly SoldProduct[] = [];

/**
 * The products of the given ERP orders, for the sales and claims inside to name: the lines of all
 * of them in one request, however many there are (a list's cards do not each ask). A line without
 * a title (an order made in the ERP) names nothing: a marketplace's line carries its listing's title.
 */
export const OrderProductsProvider = ({ orderIds, children }: { readonly orderIds: readonly Identifier[]; readonly children: ReactNode }) => {
  const ids = [...new Set(orderIds)];
  // The lines in the order the sale's page lists them.
  const { data: lines } = useGetList(
    'lineas_pedido',
    { filter: { order_id: ids }, pagination: { page: 1, perPage: listLimits.maxSize }, sort: { field: 'id', order: 'ASC' } },
    { enabled: ids.length > 0 },
  );
  const products = useMemo(() => {
    const byOrder = new Map<string, SoldProduct[]>();
    for (const line of lines ?? []) {
      if (!line.title) continue;
      const orderId = String(line.order_id);
      const products = byOrder.get(orderId) ?? [];
      products.push({ title: line.title, quantity: Number(line.quantity) });
      byOrder.set(orderId, products);
    }
    return byOrder;
  }, [lines]);
  return <OrderProductsContext.Provider value={products}>{children}</OrderProductsContext.Provider>;
};

/** The products of an ERP order, once read; none while they load or for an order without one. */
export const useOrderProducts = (orderId: Identifier | null | undefined): readonly SoldProduct[] => {
  const products = useContext(OrderProductsContext);
  return (orderId === null || orderId === undefined ? undefined : products.get(String(orderId))) ?? noProducts;
};

/**
 * The products of a sales list's page, whose records are the ERP orders: the table's rows and the
 * phone's cards both name them, from the one request for the lines of the page's orders.
 */
export const OrderProductsOfPage = ({ children }: { readonly children: ReactNode }) => {
  const { data } = useListContext();
  return <OrderProductsProvider orderIds={(data ?? []).map((order) => order.id)}>{children}</OrderProductsProvider>;
};
