import type { FastifyInstance } from 'fastify';
import { amazonReturns } from '../../../resources/amazon/returns';
import type { AppContext } from '../../context';
import { ResourceRepository } from '../../crud/repository';
import { conflict, notFound } from '../../http/errors';
import { errorResponsesFor, idParamsSchema } from '../../http/routeSchemas';
import { restockSale } from '../../inventory/sales/saleRestock';

/**
 * `POST api/amazon/returns/{id}/restock` `{ restock }`: once Amazon closed a return (received and
 * refunded), the seller decides once whether its units go back on the shelf; putting them back gives
 * back the stock the whole sale took, as a MercadoLibre return does. The decision and the stock
 * move in one transaction, so two decisions at once make one.
 */
export function registerReturnRestockRoute(app: FastifyInstance, { database }: AppContext): void {
  const repository = new ResourceRepository(database.db, amazonReturns);
  app.post<{ Params: { id: number }; Body: { restock: boolean } }>(
    `/${amazonReturns.path}:id/restock`,
    {
      schema: {
        tags: [amazonReturns.name],
        params: idParamsSchema,
        body: { type: 'object', additionalProperties: false, required: ['restock'], properties: { restock: { type: 'boolean' } } },
        response: errorResponsesFor(400, 401, 404, 409),
      },
      config: { requiredFields: new Set(['restock']) },
    },
    async (request) => {
      const { id } = request.params;
      const { restock } = request.body;
      return database.db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('amazon_returns').select(['status', 'order_id']).where('id', '=', id).executeTakeFirst();
        if (!found) throw notFound('La devolución no existe').worded('return_missing');
        if (found.status !== 'Closed') throw conflict('La devolución todavía no llegó: no hay nada que decidir').worded('return_not_arrived');
        if (found.order_id === null || found.order_id === undefined) throw conflict('La devolución no está ligada a un pedido').worded('return_without_order');
        const decided = await trx
          .updateTable('amazon_returns')
          .set({ restock_decision: restock ? 'restocked' : 'not_restocked' })
          .where('id', '=', id)
          .where('restock_decision', 'is', null)
          .executeTakeFirst();
        if (Number(decided.numUpdatedRows) !== 1) throw conflict('Ya se decidió si esta devolución vuelve al stock').worded('return_restock_decided');
        if (restock) await restockSale(trx, database.dialect, Number(found.order_id));
        return repository.get(id, trx);
      });
    },
  );
}
