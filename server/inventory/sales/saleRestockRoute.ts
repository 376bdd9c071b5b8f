import type { FastifyInstance } from 'fastify';
import { orders } from '../../../resources/catalogue';
import { orderLinesOf } from '../../catalogue/orders/orderTotals';
import type { AppContext } from '../../context';
import { ResourceRepository } from '../../crud/repository';
import { recordSchema } from '../../crud/schemas';
import { errorResponsesFor, idParamsSchema } from '../../http/routeSchemas';
import { restockSale } from './saleRestock';

/**
 * `POST api/erp/orders/{id}/restock` ("Devolver al stock"): a marketplace sale returned and put back
 * on the shelf gives back what it took, once; a second call, or one on a sale whose stock was never
 * taken, is refused.
 */
export function registerSaleRestockRoute(app: FastifyInstance, { database }: AppContext) {
  const repository = new ResourceRepository(database.db, orders);
  app.post<{ Params: { id: number } }>(
    `/${orders.path}:id/restock`,
    { schema: { tags: [orders.name], params: idParamsSchema, response: { 200: recordSchema(orders), ...errorResponsesFor(400, 401, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      return database.db.transaction().execute(async (trx) => {
        await restockSale(trx, database.dialect, id);
        return { ...(await repository.get(id, trx)), lines: await orderLinesOf(trx, id) };
      });
    },
  );
}
