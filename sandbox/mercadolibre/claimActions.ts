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
  'allow_return_label',
  'open_dispute',
  'send_potential_shipping',
  'send_tracking_number',
  'add_shipping_evidence',
  'send_attachments',
  'return_review_ok',
  'return_review_fail',
  'recontact',
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
export function sellerActions(claim: Claim, now: number): { action: SellerAction; due_date: string | null; mandatory: boolean }[] {
  if (claim.status === 'closed') return recontactable(claim, now) ? [{ action: 'recontact', due_date: null, mandatory: false }] : [];
  const message: SellerAction = claim.stage === 'dispute' ? 'send_message_to_mediator' : 'send_message_to_complainant';
  const names: SellerAction[] = [message, 'send_attachments'];
  // Written again after closing, the seller and the buyer only talk: nothing else is reopened.
  if (claim.stage !== 'recontact') names.push(...settlingActions(claim));
  const mandatory = new Set<SellerAction>(['return_review_ok', 'return_review_fail']);
  return names.map((action) => ({ action, due_date: claim.dueDate, mandatory: mandatory.has(action) }));
}

/** How the seller can settle an open claim: review a returned product, or give money, the product back or proof. */
function settlingActions(claim: Claim): SellerAction[] {
  const pending = claim.claimReturn;
  if (pending) return pending.status === 'delivered' ? ['return_review_ok', 'return_review_fail'] : [];
  const names: SellerAction[] = ['refund'];
  // In mediation the return goes through MercadoLibre's label; before it, the seller allows it directly.
  if (returnable(claim)) names.push(claim.stage === 'claim' ? 'allow_return' : 'allow_return_label');
  if (claim.stage === 'claim') names.push('allow_partial_refund', 'open_dispute');
  if (!returnable(claim)) names.push(...notReceivedActions(claim));
  return names;
}

/** A closed claim can be taken up again once, by writing to the buyer, within a week of its closing. */
const recontactWindow = 7 * day;
const recontactable = (claim: Claim, now: number) =>
  claim.stage !== 'recontact' && claim.resolution !== null && now - Date.parse(claim.resolution.date_created) <= recontactWindow;

/** A product that never arrived: the seller can tell when it ships and its tracking, and prove it was sent, each once. */
function notReceivedActions(claim: Claim): SellerAction[] {
  const names: SellerAction[] = [];
  if (claim.stage === 'claim' && !claim.potentialShipping) names.push('send_potential_shipping');
  if (claim.stage === 'claim' && !claim.trackingNumber) names.push('send_tracking_number');
  if (!claim.shippingEvidence) names.push('add_shipping_evidence');
  return names;
}

/** Refuses, in MercadoLibre's error shape and with the reason, an action the seller is not offered. */
export function requireSellerAction(state: MercadoLibreState, claim: Claim, action: string): void {
  if (!sellerActions(claim, state.now()).some((offered) => offered.action === action))
    throw badRequest(
      `The action ${action} is not available for the respondent of claim ${claim.id} (stage ${claim.stage}, status ${claim.status})`,
      'action_not_allowed',
    );
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

const invalidField = (description: string) => badRequest('body.invalid_field_types', `[invalid property type: ${description}]`);

/** A text field of an action's body: 1 to `max` characters once trimmed. */
function textField(body: Record<string, unknown>, name: string, max: number): string {
  const value = body[name];
  if (typeof value !== 'string' || !value.trim() || value.length > max) throw invalidField(`${name} expected String of 1 to ${max} characters`);
  return value.trim();
}

/** A date field of an action's body, as an ISO 8601 date or date-time. */
function dateField(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw invalidField(`${name} expected an ISO 8601 date`);
  return time;
}

/** The seller promises when a product that never arrived will ship: the buyer is told, and waits until two days after. */
export function sendPotentialShipping(state: MercadoLibreState, claim: Claim, body: Record<string, unknown>): void {
  const time = dateField(body, 'potential_date');
  if (time < state.now() - day || time > state.now() + 30 * day) throw badRequest('potential_date must be between today and 30 days from now');
  const date = new Date(time).toISOString().slice(0, 10);
  claim.potentialShipping = { date };
  claim.dueDate = new Date(time + 2 * day).toISOString();
  addMessage(state, claim, 'respondent', 'complainant', `Enviaremos tu producto a más tardar el ${date}.`);
}

/** The seller gives the tracking of the product's shipment: the buyer can follow it, and waits five more days. */
export function sendTrackingNumber(state: MercadoLibreState, claim: Claim, body: Record<string, unknown>): void {
  const number = textField(body, 'tracking_number', 60);
  const carrier = textField(body, 'carrier', 60);
  claim.trackingNumber = { number, carrier };
  claim.dueDate = inDays(state, 5);
  addMessage(state, claim, 'respondent', 'complainant', `Tu producto va en camino con ${carrier}, guía ${number}.`);
}

/** The seller proves the product was sent: date shipped (not in the future), tracking and files already sent to the claim. */
export function addShippingEvidence(state: MercadoLibreState, claim: Claim, body: Record<string, unknown>): void {
  const shipped = dateField(body, 'date_shipped');
  if (shipped > state.now()) throw badRequest('date_shipped cannot be in the future');
  const trackingNumber = textField(body, 'tracking_number', 60);
  const attachments = body.attachments ?? [];
  if (!Array.isArray(attachments) || attachments.some((name) => typeof name !== 'string')) throw invalidField('attachments expected Array of String');
  const sent = new Set((claim.attachments ?? []).map((attachment) => attachment.filename));
  const unknown = attachments.find((name) => !sent.has(name as string));
  if (unknown !== undefined) throw badRequest(`Attachment ${String(unknown)} was not sent to claim ${claim.id}`);
  claim.shippingEvidence = { dateShipped: new Date(shipped).toISOString(), trackingNumber, attachments: attachments as string[] };
  touch(state, claim);
}

/** The seller writes again on a closed claim: it reopens in the recontact stage, the buyer has two days to answer. */
export function recontact(state: MercadoLibreState, claim: Claim, body: Record<string, unknown>): void {
  const message = textField(body, 'message', 2000);
  claim.status = 'opened';
  claim.stage = 'recontact';
  claim.dueDate = inDays(state, 2);
  addMessage(state, claim, 'respondent', 'complainant', message);
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
