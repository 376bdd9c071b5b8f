import { useMutation } from '@tanstack/react-query';
import { type Identifier, type RaRecord, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { serverReason } from '../../schema-ui/serverReason';
import type { CatalogueDataProvider } from '../catalogueCalls';

type OrderAction = 'validateOrder' | 'cancelOrder' | 'restockOrder';

interface OrderActionOptions {
  /** The toast once the server did it (a key of `app.catalogue.orders`). */
  readonly done: string;
  /** The toast when the server refused without saying why. */
  readonly failed: string;
  /** After the toast; the sheet is read again by default. */
  readonly onDone?: (order: RaRecord) => void;
}

/**
 * One of an order's actions on the server (validate, cancel, "Devolver al stock"): a toast when done,
 * and the server's reason in words when it refuses (not enough stock, already cancelled…).
 */
export const useOrderAction = (action: OrderAction, { done, failed, onDone }: OrderActionOptions) => {
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (orderId: Identifier) => dataProvider[action](orderId),
    onSuccess: (order) => {
      notify(`app.catalogue.orders.${done}`, { type: 'success' });
      if (onDone) onDone(order);
      else refresh();
    },
    onError: (error) => {
      // react-admin's own keys (no answer, a generic HTTP error) say nothing the fixed message does not.
      const reason = error instanceof Error && error.message.startsWith('ra.') ? undefined : serverReason(error, translate);
      notify(reason ?? `app.catalogue.orders.${failed}`, { type: 'error' });
    },
  });
};
