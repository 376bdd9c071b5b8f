import { notFound } from './apiErrors';
import { sellerActions } from './claimActions';
import type { Claim } from './types';

/** A claim, its return and its messages in MercadoLibre's JSON (post-purchase v1, returns v2); `now` decides what the seller is still offered. */
export function claimJson(claim: Claim, now: number) {
  const mediator = claim.stage === 'dispute' ? [{ role: 'mediator', type: 'internal', user_id: 1, available_actions: [] }] : [];
  return {
    id: claim.id,
    resource_id: claim.orderId,
    resource: 'order',
    status: claim.status,
    type: claim.type,
    stage: claim.stage,
    parent_id: null,
    reason_id: claim.reasonId,
    fulfilled: true,
    quantity_type: 'total',
    players: [
      { role: 'complainant', type: 'buyer', user_id: claim.buyerId, available_actions: [] },
      { role: 'respondent', type: 'seller', user_id: claim.sellerId, available_actions: sellerActions(claim, now) },
      ...mediator,
    ],
    resolution: claim.resolution,
    labels: [],
    related_entities: claim.claimReturn ? ['return'] : [],
    site_id: 'MLM',
    date_created: claim.dateCreated,
    last_updated: claim.lastUpdated,
  };
}

export function returnJson(claim: Claim) {
  const found = claim.claimReturn;
  if (!found) throw notFound(`Return of claim ${claim.id} not found`);
  return {
    id: found.id,
    claim_id: claim.id,
    type: claim.stage === 'dispute' ? 'dispute' : 'claim',
    subtype: 'return_total',
    status: found.status,
    status_money: found.statusMoney,
    refund_at: 'delivered',
    resource: 'order',
    resource_id: claim.orderId,
    shipping: {
      id: found.shipmentId,
      status: found.shipmentStatus,
      tracking_number: found.trackingNumber,
      status_history: found.statusHistory,
      origin: { type: 'buyer_address' },
      destination: { name: 'seller_address' },
    },
    orders: [
      {
        order_id: claim.orderId,
        item_id: claim.itemId,
        variation_id: null,
        context_type: 'total',
        total_quantity: claim.quantity,
        return_quantity: claim.quantity,
      },
    ],
    warehouse_review: null,
    seller_review: found.sellerReview,
    date_created: found.dateCreated,
    date_closed: found.dateClosed,
    last_updated: found.lastUpdated,
  };
}

export const messageJson = (claim: Claim) =>
  claim.messages.map((message) => ({
    sender_role: message.senderRole,
    receiver_role: message.receiverRole,
    message: message.message,
    attachments: [],
    stage: message.stage,
    status: 'available',
    message_moderation: { status: 'clean', reason: null },
    date_created: message.dateCreated,
    last_updated: message.dateCreated,
    date_read: null,
  }));
