import { type ClaimActionOffer, mercadoLibreClaims as declaration } from '../../../resources/mercadolibre/claims';
import type { AnswerRecord } from '../../../resources/marketplaceAnswerRecords';
import { type AnswerFault, dateRead, describeValue, MarketplaceAnswerError, objectRead, shownValue, textFieldRead } from '../shared/marketplaceAnswer';
import type { MercadoLibreClaimJson, MercadoLibreReturnJson } from './claimRepository';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/**
 * Reading a claim (and its return) as MercadoLibre answered it, before any of it is stored: its
 * texts within their columns, its lists as lists, its dates as ISO text or left out. A field that
 * is there but cannot be read refuses that claim alone with a 502 naming it: nothing of it is
 * stored, and a sync's other claims are still read and stored.
 */

const fields = declaration.fields;

/**
 * A claim (or its return) MercadoLibre answered that our records cannot hold: refused whole, and
 * refused again on every read while MercadoLibre answers it the same. `value` names the field and
 * what it held ("type = 5"), the same in every language, so the seller's notification can be
 * worded in the reader's.
 */
export class UnreadableClaimAnswer extends MarketplaceAnswerError {
  constructor(
    fault: AnswerFault,
    readonly value: string,
  ) {
    super(marketplaceSpokenNames.mercadolibre, fault);
  }
}

const invalid = (what: AnswerRecord, name: string, value: unknown) => {
  const described = describeValue(name, value);
  return new UnreadableClaimAnswer({ record: what, value: described }, described);
};
const noObject = (what: AnswerRecord, answer: unknown) => new UnreadableClaimAnswer({ record: what }, shownValue(answer));

/** A text field: absent (or null) stays absent; anything but a text refuses the answer. */
const textOf = (what: AnswerRecord, record: Record<string, unknown>, name: string, max: number, path = name): string | undefined =>
  textFieldRead(record[name], max, () => invalid(what, path, record[name]));

/** An id (a claim's, a return's, an order's, a player's): a whole number or a text of digits, as MercadoLibre numbers them; else undefined. */
export const claimIdRead = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || (typeof value === 'string' && /^\d{1,40}$/.test(value))
    ? String(value)
    : undefined;

function requiredIdOf(what: AnswerRecord, record: Record<string, unknown>, name: string): string {
  const id = claimIdRead(record[name]);
  if (id === undefined) throw invalid(what, name, record[name]);
  return id;
}

function optionalIdOf(what: AnswerRecord, record: Record<string, unknown>, name: string, path = name): string | undefined {
  const value = record[name];
  if (value === undefined || value === null) return undefined;
  const id = claimIdRead(value);
  if (id === undefined) throw invalid(what, path, value);
  return id;
}

/** A list of objects: absent stays empty; anything but a list of objects refuses the answer. */
function objectsOf(what: AnswerRecord, record: Record<string, unknown>, name: string, path = name): Record<string, unknown>[] {
  const value = record[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid(what, path, value);
  return value.map((entry: unknown, index) => {
    const read = objectRead(entry);
    if (!read) throw invalid(what, `${path}[${index}]`, entry);
    return read;
  });
}

/** An object field (the resolution, the return's shipping): absent or null stays absent; anything but an object refuses the answer. */
function nestedOf(what: AnswerRecord, record: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = record[name];
  if (value === undefined || value === null) return undefined;
  const nested = objectRead(value);
  if (!nested) throw invalid(what, name, value);
  return nested;
}

const claimWhat = 'claim';

function offersOf(player: Record<string, unknown>, path: string): ClaimActionOffer[] {
  return objectsOf(claimWhat, player, 'available_actions', `${path}.available_actions`).map((offer, index) => {
    const at = `${path}.available_actions[${index}]`;
    const action = textOf(claimWhat, offer, 'action', 60, `${at}.action`);
    if (action === undefined) throw invalid(claimWhat, `${at}.action`, offer.action);
    return { action, due_date: dateRead(offer.due_date) ?? null, mandatory: Boolean(offer.mandatory) };
  });
}

/** The claim MercadoLibre answered, read as our records hold it; a claim that is no object, or has no id, is refused. */
export function readClaim(answer: unknown): MercadoLibreClaimJson {
  const claim = objectRead(answer);
  if (!claim) throw noObject(claimWhat, answer);
  const players = objectsOf(claimWhat, claim, 'players').map((player, index) => {
    const path = `players[${index}]`;
    return {
      role: textOf(claimWhat, player, 'role', 40, `${path}.role`),
      user_id: optionalIdOf(claimWhat, player, 'user_id', `${path}.user_id`),
      available_actions: offersOf(player, path),
    };
  });
  const related = claim.related_entities;
  if (related !== undefined && related !== null && !Array.isArray(related)) throw invalid(claimWhat, 'related_entities', related);
  const resolution = nestedOf(claimWhat, claim, 'resolution');
  return {
    id: requiredIdOf(claimWhat, claim, 'id'),
    resource: textOf(claimWhat, claim, 'resource', 40),
    resource_id: optionalIdOf(claimWhat, claim, 'resource_id'),
    status: textOf(claimWhat, claim, 'status', 40),
    type: textOf(claimWhat, claim, 'type', fields.type.max),
    stage: textOf(claimWhat, claim, 'stage', 40),
    reason_id: textOf(claimWhat, claim, 'reason_id', fields.reason_id.max),
    players,
    resolution: resolution && { reason: textOf(claimWhat, resolution, 'reason', fields.resolution_reason.max, 'resolution.reason') },
    related_entities: (related ?? []).filter((entity: unknown): entity is string => typeof entity === 'string'),
    date_created: dateRead(claim.date_created),
    last_updated: dateRead(claim.last_updated),
  };
}

const returnWhat = 'return';

/** A claim's return MercadoLibre answered, read as our records hold it; one that is no object, or has no id, is refused. */
export function readClaimReturn(answer: unknown): MercadoLibreReturnJson {
  const found = objectRead(answer);
  if (!found) throw noObject(returnWhat, answer);
  const shipping = nestedOf(returnWhat, found, 'shipping');
  return {
    id: requiredIdOf(returnWhat, found, 'id'),
    status: textOf(returnWhat, found, 'status', 40),
    shipping: shipping && {
      status: textOf(returnWhat, shipping, 'status', fields.return_shipment_status.max, 'shipping.status'),
      tracking_number: textOf(returnWhat, shipping, 'tracking_number', fields.return_tracking.max, 'shipping.tracking_number') ?? null,
    },
    last_updated: dateRead(found.last_updated),
  };
}
