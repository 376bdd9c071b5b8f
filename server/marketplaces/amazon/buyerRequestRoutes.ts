import type { FastifyInstance } from 'fastify';
import { type AmazonBuyerRequest, amazonBuyerRequests as declaration, maxBuyerMessageLength } from '../../../resources/amazon/buyerRequests';
import type { MessageSentence } from '../../../resources/messageDetail';
import type { AppContext } from '../../context';
import { ResourceRepository } from '../../crud/repository';
import { recordSchema } from '../../crud/schemas';
import { nextVersion } from '../../crud/versions';
import { lockRow } from '../../db/rowLock';
import { conflict, notFound } from '../../http/errors';
import { errorResponsesFor, idParamsSchema } from '../../http/routeSchemas';
import { giveBackSaleStockOnce } from '../../inventory/sales/saleStock';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import { answering } from './amazonErrors';

const tags = [declaration.name];
const response = { 200: recordSchema(declaration), ...errorResponsesFor(400, 401, 404, 409, 422, 429, 502) };
/** Why a request no longer waiting is refused an answer or an acceptance. */
const refusals: Record<Exclude<AmazonBuyerRequest['status'], 'open'>, string> = {
  answered: 'La solicitud ya fue respondida',
  accepted: 'La cancelación ya fue aceptada',
};
const refusalSentences: Record<keyof typeof refusals, MessageSentence> = { answered: 'buyer_request_answered', accepted: 'cancellation_accepted' };

/**
 * `POST {id}/answer`: the seller writes to the buyer about the order (Amazon's unexpected-problem
 * message), stored with the request once Amazon takes it. `POST {id}/accept_cancel`: the seller
 * accepts the buyer's cancellation: the ERP order is cancelled and its stock given back once.
 */
export function registerBuyerRequestRoutes(app: FastifyInstance, context: AppContext, connector: AmazonConnector): void {
  const { db, dialect } = context.database;
  const repository = new ResourceRepository(db, declaration);
  const existing = async (id: number) =>
    ((await repository.get(id)) as AmazonBuyerRequest | undefined) ?? Promise.reject(notFound('La solicitud no existe').worded('buyer_request_missing'));

  app.post<{ Params: { id: number }; Body: { text: string } }>(
    `/${declaration.path}:id/answer`,
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          // A text of only spaces is blank, as an empty one.
          properties: { text: { type: 'string', minLength: 1, maxLength: maxBuyerMessageLength, pattern: '\\S' } },
        },
        response,
      },
      config: { requiredFields: new Set(['text']) },
    },
    async (request) => {
      const buyerRequest = await existing(request.params.id);
      if (buyerRequest.status !== 'open') throw conflict(refusals[buyerRequest.status]).worded(refusalSentences[buyerRequest.status]);
      const account = await connector.accounts.get(buyerRequest.account_id);
      if (!account) throw conflict('La cuenta de Amazon de esta solicitud ya no está conectada').worded('amazon_request_account_disconnected');
      // Taken before Amazon is called, by one conditional update: of two answers at once only one reaches the buyer.
      const { text } = request.body;
      const claimed = await db
        .updateTable(declaration.table)
        .set({ status: 'answered', answer_text: text, answer_date: new Date().toISOString() })
        .where('id', '=', buyerRequest.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw conflict(refusals.answered).worded(refusalSentences.answered);
      try {
        await answering(async () =>
          (await connector.clients(account)).messaging.createUnexpectedProblem(buyerRequest.amazon_order_id, [mexicoMarketplaceId], text),
        );
      } catch (error) {
        // Amazon did not take it: the request waits again, unless it was accepted meanwhile.
        await db
          .updateTable(declaration.table)
          .set({ status: 'open', answer_text: null, answer_date: null })
          .where('id', '=', buyerRequest.id)
          .where('status', '=', 'answered')
          .execute();
        throw error;
      }
      return existing(buyerRequest.id);
    },
  );

  app.post<{ Params: { id: number } }>(`/${declaration.path}:id/accept_cancel`, { schema: { tags, params: idParamsSchema, response } }, async (request) => {
    const { id } = request.params;
    // One transaction holding the request's lock, then the order's: of simultaneous acceptances one cancels, the others find it accepted.
    await db.transaction().execute(async (trx) => {
      const buyerRequest = await lockRow(trx, dialect, declaration.table, 'id', id);
      if (!buyerRequest) throw notFound('La solicitud no existe').worded('buyer_request_missing');
      if (buyerRequest.status === 'accepted') throw conflict(refusals.accepted).worded(refusalSentences.accepted);
      const order = buyerRequest.order_id === null ? undefined : await lockRow(trx, dialect, 'orders', 'rowid', Number(buyerRequest.order_id));
      if (!order) throw conflict('El pedido de esta solicitud no existe en el ERP').worded('amazon_request_order_missing');
      if (order.shipment_status === 'shipped' || order.shipment_status === 'delivered')
        throw conflict('El pedido ya fue enviado: ya no se puede cancelar').worded('order_shipped');
      // The inventory's rule for a cancelled sale: what it took goes back, once (nothing if it never took stock).
      await giveBackSaleStockOnce(trx, dialect, Number(order.rowid));
      await trx
        .updateTable('orders')
        .set({ status: 'cancelled', marketplace_status: 'cancelled', tms: nextVersion(order.tms) })
        .where('rowid', '=', Number(order.rowid))
        .execute();
      await trx.updateTable(declaration.table).set({ status: 'accepted' }).where('id', '=', id).execute();
    });
    return existing(id);
  });
}
