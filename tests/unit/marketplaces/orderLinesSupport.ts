import type { GetListParams } from 'react-admin';
import { vi } from 'vitest';

/** An ERP order's line as a marketplace sale writes it: the listing's title and the units sold. */
export interface SaleLine {
  readonly id: number;
  readonly order_id: number;
  readonly title: string;
  readonly quantity: number;
}

/**
 * A sales list's data provider: the page's orders from `getList`, and the lines of the orders asked
 * for (`lineas_pedido` filtered by `order_id`), counted so a test sees how many requests the cards made.
 */
export const salesWithLines = (orders: readonly object[], lines: readonly SaleLine[]) =>
  vi.fn((resource: string, { filter }: GetListParams) => {
    if (resource !== 'lineas_pedido') return Promise.resolve({ data: orders, total: orders.length }) as never;
    const asked = lines.filter((line) => (filter.order_id as unknown[]).includes(line.order_id));
    return Promise.resolve({ data: asked, total: asked.length }) as never;
  });

/** The calls of `getList` that asked for lines. */
export const lineRequests = (getList: ReturnType<typeof salesWithLines>) => getList.mock.calls.filter(([resource]) => resource === 'lineas_pedido');
