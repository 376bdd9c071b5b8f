import { badRequest } from './apiErrors';
import type { MercadoLibreState } from './state';
import type { Claim, ClaimRole, ReturnStatus } from './types';

/** The seller's actions the imitation knows, in MercadoLibre's words. */
export const sellerActionNames = [
  'send_message_to_complainant',
  'send_message_to_mediator',
  'refund',
  'allow_partial_refund',
  'allow_return',
  'open_dispute',
  'return_review_ok',
  'return_review_fail',
] as const;
export type SellerAction = (typeof sellerActionNames)[number];

/** The reasons MercadoLibre accepts for a failed return review. */
export const returnReviewFailReasons = ['SRF2', 'SRF3', 'SRF4', 'SRF5', 'SRF6', 'SRF7'] as const;

const day = 24 * 3600 * 1000;
const inDays = (state: MercadoLibreState, days: number) => new Date(state.now() + days * day).toISOString();

/** A product that is different or defective can be sent back; one that never arrived cannot. */
const returnable = (claim: Claim) => claim.reasonId.startsWith('PDD');

/**
 * What the seller (the respondent) may do now; MercadoLibre's list is the only authority, so every
 * action is checked against it. Mandatory actions must be taken before the due date or the claim
 * is decided against the seller.
 */
export function sellerActions(claim: Claim): { action: SellerAction; due_date: string; mandatory: boolean }[] {
  if (claim.status === 'closed') return [];
  const message: SellerAction = claim.stage === 'dispute' ? 'send_message_to_mediator' : 'send_message_to_complainant';
  const names: SellerAction[] = [message];
  const pending = claim.claimReturn;
  if (pending?.status === 'delivered') names.push('return_review_ok', 'return_review_fail');
  else if (!pending) {
    names.push('refund');
    if (returnable(claim)) names.push('allow_return');
    if (claim.stage === 'claim') names.push('allow_partial_refund', 'open_dispute');
  }
  const mandatory = new Set<SellerAction>(['return_review_ok', 'return_review_fail']);
  return names.map((action) => ({ action, due_date: claim.dueDate, mandatory: mandatory.has(action) }));
}

/** Refuses, in MercadoLibre's error shape and with the reason, an action the seller is not offered. */
export function requireSellerAction(claim: Claim, action: string): void {
  if (!sellerActions(claim).some((offered) => offered.action === action))
    throw badRequest(`The action ${action} is not available for the respondent of claim ${claim.id} (stage ${claim.stage}, status ${claim.status})`, 'action_not_allowed');
}

const touch = (state: MercadoLibreState, claim: Claim) => {
  claim.lastUpdated = state.nowIso();
  return claim.lastUpdated;
};

function close(state: MercadoLibreState, claim: Claim, reason: string, closedBy: ClaimRole): void {
  const now = touch(state, claim);
  claim.status = 'closed';
  claim.resolution = { reason, closed_by: closedBy, benefited: ['complainant'], date_created: now };
}

export function addMessage(state: MercadoLibreState, claim: Claim, from: ClaimRole, to: ClaimRole, message: string): void {
  const now = touch(state, claim);
  claim.messages.push({ senderRole: from, receiverRole: to, message, stage: claim.stage, dateCreated: now });
}

/** The seller gives the money back: the claim closes in the buyer's favour. */
export function refund(state: MercadoLibreState, claim: Claim): void {
  claim.expectedResolutionStatus = 'accepted';
  close(state, claim, 'payment_refunded', 'respondent');
}

export function partialRefund(state: MercadoLibreState, claim: Claim, percentage: unknown): void {
  if (typeof percentage !== 'number' || !(percentage > 0 && percentage < 100))
    throw badRequest('body.invalid_field_types', '[invalid property type: percentage expected Number between 0 and 100]');
  claim.expectedResolution = 'partial_refund';
  claim.expectedResolutionStatus = 'accepted';
  close(state, claim, 'partial_refunded', 'respondent');
}

/** The seller accepts the product back: MercadoLibre issues the buyer a label and a tracked return shipment. */
export function allowReturn(state: MercadoLibreState, claim: Claim): void {
  const now = touch(state, claim);
  const shipmentId = state.nextId('shipment');
  claim.expectedResolution = 'return_product';
  claim.expectedResolutionStatus = 'accepted';
  claim.dueDate = inDays(state, 10);
  claim.claimReturn = {
    id: state.nextId('claimReturn'),
    status: 'opened',
    statusMoney: 'retained',
    shipmentId,
    trackingNumber: `MEL${shipmentId}MX`,
    shipmentStatus: 'ready_to_ship',
    statusHistory: [{ status: 'ready_to_ship', substatus: 'ready_to_print', date: now }],
    sellerReview: null,
    dateCreated: now,
    dateClosed: null,
    lastUpdated: now,
  };
}

/** The seller asks MercadoLibre to mediate: the mediator joins and the seller now writes to it. */
export function openDispute(state: MercadoLibreState, claim: Claim): void {
  claim.stage = 'dispute';
  claim.dueDate = inDays(state, 2);
  addMessage(state, claim, 'mediator', 'respondent', 'Revisaremos el caso y te avisaremos la resolución. Puedes enviarnos la información que consideres.');
}

const returnShipmentSteps: Partial<Record<ReturnStatus, { status: string; substatus: string | null }>> = {
  shipped: { status: 'shipped', substatus: 'in_transit' },
  delivered: { status: 'delivered', substatus: null },
};

/** The buyer ships the return, then it arrives at the seller: the seller then has three days to review it. */
export function moveReturn(state: MercadoLibreState, claim: Claim, status: 'shipped' | 'delivered'): void {
  const claimReturn = claim.claimReturn;
  if (!claimReturn || claim.status === 'closed') throw badRequest(`Claim ${claim.id} has no return in progress`);
  const order: ReturnStatus[] = ['opened', 'shipped', 'delivered'];
  if (order.indexOf(status) <= order.indexOf(claimReturn.status)) throw badRequest(`Return ${claimReturn.id} is already ${claimReturn.status}`);
  const now = touch(state, claim);
  const step = returnShipmentSteps[status] ?? { status, substatus: null };
  claimReturn.status = status;
  claimReturn.shipmentStatus = step.status;
  claimReturn.statusHistory.push({ ...step, date: now });
  claimReturn.lastUpdated = now;
  if (status === 'delivered') claim.dueDate = inDays(state, 3);
}

/** The seller reviews the returned product: fine closes the claim refunding the buyer; not fine sends it to mediation. */
export function reviewReturn(state: MercadoLibreState, claim: Claim, reasonId: string | null): void {
  const claimReturn = claim.claimReturn;
  if (!claimReturn) throw badRequest(`Claim ${claim.id} has no return`);
  if (reasonId !== null && !(returnReviewFailReasons as readonly string[]).includes(reasonId))
    throw badRequest(`reason_id must be one of ${returnReviewFailReasons.join(', ')}`);
  const now = touch(state, claim);
  claimReturn.sellerReview = { status: reasonId ? 'failed' : 'success', reason_id: reasonId };
  claimReturn.status = 'closed';
  claimReturn.dateClosed = now;
  claimReturn.lastUpdated = now;
  if (reasonId) {
    claimReturn.statusMoney = 'retained';
    openDispute(state, claim);
  } else {
    claimReturn.statusMoney = 'refunded';
    close(state, claim, 'item_returned', 'respondent');
  }
}
