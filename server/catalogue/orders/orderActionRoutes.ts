import type { FastifyInstance } from 'fastify';
import { orders } from '../../../resources/catalogue';
import type { ValueOf } from '../../../resources';
import type { MessageSentence } from '../../../resources/messageDetail';
import type { AppContext } from '../../context';
import { recordSchema } from '../../crud/schemas';
import { nextVersion } from '../../crud/versions';
import { lockRow } from '../../db/rowLock';
import { conflict, notFound } from '../../http/errors';
import { errorResponsesFor, idParamsSchema } from '../../http/routeSchemas';
import { ResourceRepository } from '../../crud/repository';
import { marketplaceOrderMessage } from './orderHooks';
import { orderLinesOf } from './orderTotals';
import { lockProductsOf, movesOf, returnStock, takeStock } from './orderStockMoves';

type OrderStatus = ValueOf<typeof orders.fields.status>;
type Transition = { from: readonly OrderStatus[]; to: Exclude<OrderStatus, 'draft'>; refused: string; refusedSentence: MessageSentence };

const transitions: Record<'validate' | 'cancel', Transition> = {
  validate: { from: ['draft'], to: 'validated', refused: 'Solo se puede validar un pedido en borrador', refusedSentence: 'order_validate_refused' },
  cancel: { from: ['draft', 'validated'], to: 'cancelled', refused: 'El pedido ya está cancelado', refusedSentence: 'order_already_cancelled' },
};

/**
 * `POST api/erp/orders/{id}/validate` takes each line's quantity out of its warehouse;
 * `POST api/erp/orders/{id}/cancel` cancels a draft, or puts a validated order's stock back.
 * Each runs in one transaction holding the order's row lock from the status check to the status
 * change, so of simultaneous attempts one moves the stock and the others find the new status (409).
 */
export function registerOrderActionRoutes(app: FastifyInstance, { database }: AppContext) {
  const db = database.db;
  const repository = new ResourceRepository(database.db, orders);
  const response = { 200: recordSchema(orders), ...errorResponsesFor(400, 401, 404, 409) };

  for (const [action, transition] of Object.entries(transitions)) {
    app.post<{ Params: { id: number } }>(
      `/${orders.path}:id/${action}`,
      { schema: { tags: [orders.name], params: idParamsSchema, response } },
      async (request) => {
        const { id } = request.params;
        const record = await db.transaction().execute(async (trx) => {
          const order = await lockRow(trx, database.dialect, 'orders', 'rowid', id);
          if (!order) throw notFound('El pedido no existe').worded('order_missing');
          // A marketplace sale's stock follows the marketplace (and "Devolver al stock"), never these actions.
          if (order.channel) throw conflict(marketplaceOrderMessage).worded('order_from_marketplace');
          const status = transition.from.find((from) => from === order.status);
          if (!status) throw conflict(transition.refused).worded(transition.refusedSentence);
          const moves = await movesOf(trx, id);
          await lockProductsOf(trx, database.dialect, moves);
          if (transition.to === 'validated') {
            if (moves.length === 0) throw conflict('El pedido no tiene líneas').worded('order_without_lines');
            await takeStock(trx, moves);
          } else if (status === 'validated') await returnStock(trx, moves);
          const changed = await trx
            .updateTable('orders')
            .set({ status: transition.to, tms: nextVersion(order.tms), ...(transition.to === 'validated' ? { date_validated: new Date().toISOString() } : {}) })
            .where('rowid', '=', id)
            .where('status', '=', status)
            .executeTakeFirst();
          // Under the lock the status cannot have moved; if it did, the stock moves are undone with the refusal.
          if (Number(changed.numUpdatedRows) !== 1) throw conflict(transition.refused).worded(transition.refusedSentence);
          const stored = await repository.get(id, trx);
          return { ...stored, lines: await orderLinesOf(trx, id) };
        });
        return record;
      },
    );
  }
}
