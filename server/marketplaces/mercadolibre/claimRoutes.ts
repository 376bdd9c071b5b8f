import type { FastifyInstance } from 'fastify';
import { type ClaimActionBody } from '../../../resources/mercadolibre/claimActionForms';
import {
  type ClaimActionOffer,
  type ClaimMessage,
  claimMessageReceivers,
  type ClaimMessageReceiver,
  maxClaimMessageLength,
  type MercadoLibreClaim,
  mercadoLibreClaims as declaration,
  messageActionOf,
  performedClaimActions,
  type PerformedClaimAction,
} from '../../../resources/mercadolibre/claims';
import { conflict } from '../../http/errors';
import { restockSale } from '../../inventory/sales/saleRestock';
import { actionBodyOf, claimActionBodySchema } from './claimActionBodies';
import { registerClaimAttachmentRoute } from './claimAttachmentRoute';
import { claimPath, refreshClaim, refreshOrderPayments } from './claimRecording';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { answering, errorResponses } from './routeSupport';

const tags = [declaration.name];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** The actions that give the buyer money back on the order's payment. */
const refundingActions = new Set<PerformedClaimAction>(['refund', 'allow_partial_refund', 'return_review_ok']);

/** Refuses, with the reason, what MercadoLibre does not offer the seller on this claim now. */
function requireOffered(claim: MercadoLibreClaim, action: string): void {
  const offered = (claim.available_actions ?? []) as ClaimActionOffer[];
  if (!offered.some((offer) => offer.action === action)) {
    const available = offered.map((offer) => offer.action).join(', ') || 'ninguna';
    throw conflict(`Mercado Libre no ofrece la acción ${action} en este reclamo ahora (acciones disponibles: ${available})`).worded(
      'claim_action_unavailable',
      {
        claimAction: action,
        available,
      },
    );
  }
}

/** The call each action is on MercadoLibre: a return review goes to the return, the others to the claim. */
function actionRequest(claim: MercadoLibreClaim, action: PerformedClaimAction, body: ClaimActionBody) {
  if (action === 'return_review_ok' || action === 'return_review_fail') {
    if (!claim.return_id) throw conflict('El reclamo no tiene una devolución').worded('claim_without_return');
    return { path: `/post-purchase/v1/returns/${claim.return_id}/return-review`, body };
  }
  return { path: `${claimPath(claim.ml_id)}/actions/${action.replaceAll('_', '-')}`, body };
}

/**
 * The seller works a claim: `POST {id}/actions/{action}`, `GET|POST {id}/messages` and
 * `POST {id}/restock`. Each action and message is sent only when MercadoLibre offers it, goes through
 * the connector within the account's budget, and the claim as MercadoLibre now has it is stored at once.
 */
export function registerClaimRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  app.post<{ Params: { id: number; action: PerformedClaimAction }; Body: ClaimActionBody | null | undefined }>(
    `/${declaration.path}:id/actions/:action`,
    {
      schema: {
        tags,
        params: {
          type: 'object',
          required: ['id', 'action'],
          properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: [...performedClaimActions] } },
        },
        body: claimActionBodySchema,
        response: errorResponses,
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const body = actionBodyOf(action, request.body ?? {});
      const claim = await feature.claims.get(id);
      requireOffered(claim, action);
      const account = await feature.accountFor(claim.account_id);
      const call = actionRequest(claim, action, body);
      return answering(async () => {
        await feature.connector.request(Number(account.id), { method: 'POST', path: call.path, body: call.body, idempotent: false });
        const stored = await refreshClaim(feature, account, claim.ml_id);
        if (refundingActions.has(action) && claim.ml_order_id) await refreshOrderPayments(feature, account, claim.ml_order_id);
        return stored;
      });
    },
  );

  registerClaimAttachmentRoute(app, feature, requireOffered);

  app.get<{ Params: { id: number } }>(`/${declaration.path}:id/messages`, { schema: { tags, params: idParams, response: errorResponses } }, async (request) => {
    const claim = await feature.claims.get(request.params.id);
    const account = await feature.accountFor(claim.account_id);
    const messages = await answering(() =>
      feature.connector.request<ClaimMessage[]>(Number(account.id), { method: 'GET', path: `${claimPath(claim.ml_id)}/messages` }),
    );
    return messages.map(({ sender_role, receiver_role, message, date_created }) => ({ sender_role, receiver_role, message, date_created }));
  });

  app.post<{ Params: { id: number }; Body: { receiver_role: ClaimMessageReceiver; message: string } }>(
    `/${declaration.path}:id/messages`,
    {
      schema: {
        tags,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['receiver_role', 'message'],
          properties: {
            receiver_role: { type: 'string', enum: [...claimMessageReceivers] },
            // A text of only spaces is blank, as an empty one.
            message: { type: 'string', minLength: 1, maxLength: maxClaimMessageLength, pattern: '\\S' },
          },
        },
        response: errorResponses,
      },
      config: { requiredFields: new Set(['receiver_role', 'message']) },
    },
    async (request) => {
      const claim = await feature.claims.get(request.params.id);
      const { receiver_role: receiver, message } = request.body;
      requireOffered(claim, messageActionOf(receiver));
      const account = await feature.accountFor(claim.account_id);
      return answering(async () => {
        await feature.connector.request(Number(account.id), {
          method: 'POST',
          path: `${claimPath(claim.ml_id)}/actions/send-message`,
          body: { receiver_role: receiver, message },
          idempotent: false,
        });
        return refreshClaim(feature, account, claim.ml_id);
      });
    },
  );

  app.post<{ Params: { id: number }; Body: { restock: boolean } }>(
    `/${declaration.path}:id/restock`,
    {
      schema: {
        tags,
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['restock'], properties: { restock: { type: 'boolean' } } },
        response: errorResponses,
      },
      config: { requiredFields: new Set(['restock']) },
    },
    async (request) => {
      const { database } = feature.context;
      const claim = await feature.claims.get(request.params.id);
      if (claim.return_status !== 'delivered' && claim.return_status !== 'closed')
        throw conflict('La devolución todavía no llegó: no hay nada que decidir').worded('return_not_arrived');
      const orderId = claim.order_id;
      if (orderId === null || orderId === undefined) throw conflict('El reclamo no está ligado a un pedido').worded('claim_without_order');
      const { restock } = request.body;
      await database.db.transaction().execute(async (trx) => {
        if (!(await feature.claims.decideRestock(trx, claim.id, restock ? 'restocked' : 'not_restocked')))
          throw conflict('Ya se decidió si esta devolución vuelve al stock').worded('return_restock_decided');
        if (restock) await restockSale(trx, database.dialect, Number(orderId));
      });
      return feature.claims.get(claim.id);
    },
  );
}
