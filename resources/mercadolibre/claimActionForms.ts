import { maxClaimMessageLength, type PerformedClaimAction, returnReviewFailReasons } from './claims';

/** A field the seller fills in before an action is asked of MercadoLibre; all are required unless `optional`. */
export type ClaimActionField =
  | { name: string; kind: 'percentage' }
  | { name: string; kind: 'text'; max: number }
  /** A calendar day, `YYYY-MM-DD`: `past` up to today, `future` from today on. */
  | { name: string; kind: 'date'; when: 'past' | 'future' }
  | { name: string; kind: 'choice'; values: readonly string[] }
  /** Names of files already sent to the claim. */
  | { name: string; kind: 'files'; optional: true };

export const maxTrackingLength = 60;
/** What MercadoLibre accepts as a claim's file: its extensions, their types and the size limit. */
export const claimAttachmentTypes: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
export const maxClaimAttachmentBytes = 5 * 1024 * 1024;

/** Each performed action's form: the server validates the body from it and the claim page draws its dialog from it. */
export const claimActionForms: Record<PerformedClaimAction, readonly ClaimActionField[]> = {
  refund: [],
  allow_partial_refund: [{ name: 'percentage', kind: 'percentage' }],
  allow_return: [],
  allow_return_label: [],
  open_dispute: [],
  send_potential_shipping: [{ name: 'potential_date', kind: 'date', when: 'future' }],
  send_tracking_number: [
    { name: 'tracking_number', kind: 'text', max: maxTrackingLength },
    { name: 'carrier', kind: 'text', max: maxTrackingLength },
  ],
  add_shipping_evidence: [
    { name: 'date_shipped', kind: 'date', when: 'past' },
    { name: 'tracking_number', kind: 'text', max: maxTrackingLength },
    { name: 'attachments', kind: 'files', optional: true },
  ],
  return_review_ok: [],
  return_review_fail: [{ name: 'reason_id', kind: 'choice', values: returnReviewFailReasons }],
  recontact: [{ name: 'message', kind: 'text', max: maxClaimMessageLength }],
};

/** The body an action sends: each of its fields by name. */
export type ClaimActionBody = Record<string, string | number | string[]>;
