import type { RecordOf } from '../recordOf';
import { declare } from '../types';

/** MercadoLibre's claim stages: `claim` between buyer and seller, `dispute` with MercadoLibre mediating. */
export const claimStages = ['claim', 'dispute', 'recontact', 'none'] as const;
export const claimStatuses = ['opened', 'closed'] as const;
/** The roles a player of a claim can have. */
export const claimRoles = ['complainant', 'respondent', 'buyer', 'seller', 'sender', 'receiver', 'mediator', 'internal', 'collector'] as const;
export type ClaimRole = (typeof claimRoles)[number];

/** The seller's claim actions MercadoLibre can offer; what it offers on a claim is in its `available_actions`. */
export const claimActions = [
  'send_message_to_complainant',
  'send_message_to_mediator',
  'refund',
  'allow_partial_refund',
  'allow_return',
  'allow_return_label',
  'open_dispute',
  'send_potential_shipping',
  'add_shipping_evidence',
  'send_attachments',
  'send_tracking_number',
  'return_review_ok',
  'return_review_fail',
  'recontact',
] as const;
export type ClaimAction = (typeof claimActions)[number];

/**
 * The actions the back office performs with `POST {id}/actions/{action}` (their fields are in
 * `claimActionForms`); messages go through `{id}/messages` and files through `{id}/attachments`.
 */
export const performedClaimActions = [
  'refund',
  'allow_partial_refund',
  'allow_return',
  'allow_return_label',
  'open_dispute',
  'send_potential_shipping',
  'send_tracking_number',
  'add_shipping_evidence',
  'return_review_ok',
  'return_review_fail',
  'recontact',
] as const;
export type PerformedClaimAction = (typeof performedClaimActions)[number];

/** Who a seller's claim message goes to, and the action that must be offered to send it. */
export const claimMessageReceivers = ['complainant', 'mediator'] as const;
export type ClaimMessageReceiver = (typeof claimMessageReceivers)[number];
export const messageActionOf = (receiver: ClaimMessageReceiver): ClaimAction => `send_message_to_${receiver}`;

/** Why a returned product failed the seller's review. */
export const returnReviewFailReasons = ['SRF2', 'SRF3', 'SRF4', 'SRF5', 'SRF6', 'SRF7'] as const;
export const maxClaimMessageLength = 2000;

export const returnStatuses = ['opened', 'shipped', 'delivered', 'not_delivered', 'cancelled', 'failed', 'expired', 'closed'] as const;
/** What the seller decided about a returned product: back on the shelf (its stock given back) or not. */
export const restockDecisions = ['restocked', 'not_restocked'] as const;

/** One action MercadoLibre offers our side of a claim, with its due date. */
export interface ClaimActionOffer {
  action: string;
  due_date: string | null;
  mandatory: boolean;
}

/**
 * A buyer's claim on one of our MercadoLibre sales, as MercadoLibre last told it, with its return
 * and the seller's restock decision. Written only by the MercadoLibre feature (its inbox and the
 * claim routes), so the generic routes are list / filtered list / get. `next_due_date` is the
 * nearest due date of the actions offered to us, so that the most urgent claims sort first.
 */
export const mercadoLibreClaims = declare({
  name: 'reclamos-mercadolibre',
  table: 'mercadolibre_claims',
  path: 'api/mercadolibre/claims/',
  key: 'id',
  readOnly: true,
  fields: {
    ml_id: { kind: 'string', max: 40, unique: true, required: true },
    account_id: { kind: 'integer', filterable: true },
    ml_order_id: { kind: 'string', max: 40, filterable: true },
    order_id: { kind: 'reference', reference: 'pedidos' },
    stage: { kind: 'enum', values: claimStages, filterable: true, sortable: true },
    status: { kind: 'enum', values: claimStatuses, filterable: true, sortable: true },
    type: { kind: 'string', max: 40 },
    reason_id: { kind: 'string', max: 20 },
    our_role: { kind: 'enum', values: claimRoles },
    available_actions: { kind: 'json' },
    next_due_date: { kind: 'datetime', sortable: true },
    resolution_reason: { kind: 'string', max: 60 },
    return_id: { kind: 'string', max: 40 },
    return_status: { kind: 'enum', values: returnStatuses, filterable: true },
    return_shipment_status: { kind: 'string', max: 40 },
    return_tracking: { kind: 'string', max: 60 },
    restock_decision: { kind: 'enum', values: restockDecisions },
    date_created: { kind: 'datetime', sortable: true },
    /** MercadoLibre's `last_updated`: a delivery older than the stored one changes nothing. */
    last_updated: { kind: 'datetime', sortable: true },
  },
  list: ['ml_id', 'stage', 'status', 'next_due_date', 'ml_order_id', 'reason_id', 'return_status', 'date_created'],
  search: ['ml_id', 'ml_order_id', 'reason_id'],
  sort: { field: 'next_due_date', order: 'ASC' },
  // The screen opens on the opened claims, most urgent first: an order that walked the closed ones first.
  filteredSorts: [['status', 'next_due_date']],
  title: 'ml_id',
});

/** A claim as the API answers it. */
export type MercadoLibreClaim = RecordOf<typeof mercadoLibreClaims>;

/** A message of a claim's thread, as the messages route answers it. */
export interface ClaimMessage {
  sender_role: string;
  receiver_role: string;
  message: string;
  date_created: string;
}

/** The claims screen. */
export const claimsListPath = '/mercadolibre/devoluciones';

/** Where a claim's notification leads: the claims screen searching for it. */
export const claimLink = (mlId: string) => `${claimsListPath}?busqueda=${encodeURIComponent(mlId)}`;
