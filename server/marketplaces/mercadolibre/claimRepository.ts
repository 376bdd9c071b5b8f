import { type Kysely, sql } from 'kysely';
import {
  type ClaimActionOffer,
  claimRoles,
  claimStages,
  claimStatuses,
  type MercadoLibreClaim,
  mercadoLibreClaims as declaration,
  restockDecisions,
  returnStatuses,
} from '../../../resources/mercadolibre/claims';
import type { Executor } from '../../crud/hooks';
import { ResourceRepository } from '../../crud/repository';
import type { Tables } from '../../db/tables';
import { notFound } from '../../http/errors';
import { dateRead } from '../shared/marketplaceAnswer';

/** A claim as MercadoLibre answers `GET /post-purchase/v1/claims/{id}`, once read by `readClaim` (texts within their columns). */
export interface MercadoLibreClaimJson {
  id: number | string;
  resource?: string;
  resource_id?: number | string;
  status?: string;
  type?: string;
  stage?: string;
  reason_id?: string;
  players?: { role?: string; type?: string; user_id?: number | string; available_actions?: ClaimActionOffer[] }[];
  resolution?: { reason?: string } | null;
  related_entities?: string[];
  date_created?: string;
  last_updated?: string;
}

/** A claim's return as MercadoLibre answers `GET /post-purchase/v2/claims/{id}/returns`, once read by `readClaimReturn`. */
export interface MercadoLibreReturnJson {
  id: number | string;
  status?: string;
  shipping?: { status?: string; tracking_number?: string | null } | null;
  last_updated?: string;
}

/** What we know of the claim on our side. */
export interface ClaimContext {
  accountId: number;
  /** The seller's MercadoLibre user: the player whose actions are ours. */
  sellerUserId: number;
  /** The ERP order the claimed sale became, when known. */
  orderId?: number | null;
}

const table = declaration.table;
/** A date MercadoLibre stamped, as ISO text; null when it gave none, or none a date parses from. */
const isoOf = (value: string | null | undefined) => dateRead(value) ?? null;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => values.find((known) => known === value) ?? null;

/** The row of a claim: our player's role and actions, and the nearest of their due dates. */
function rowOf(claim: MercadoLibreClaimJson, claimReturn: MercadoLibreReturnJson | undefined, context: ClaimContext) {
  const ours = claim.players?.find((player) => Number(player.user_id) === context.sellerUserId);
  const offers = (ours?.available_actions ?? []).map((offer) => ({
    action: offer.action,
    due_date: isoOf(offer.due_date),
    mandatory: Boolean(offer.mandatory),
  }));
  const dueDates = offers.flatMap((offer) => (offer.due_date ? [offer.due_date] : [])).sort();
  return {
    ml_id: String(claim.id),
    account_id: context.accountId,
    ml_order_id: claim.resource_id === undefined ? null : String(claim.resource_id),
    order_id: context.orderId ?? null,
    stage: oneOf(claimStages, claim.stage),
    status: oneOf(claimStatuses, claim.status),
    type: claim.type ?? null,
    reason_id: claim.reason_id ?? null,
    our_role: oneOf(claimRoles, ours?.role),
    available_actions: JSON.stringify(offers),
    next_due_date: dueDates[0] ?? null,
    resolution_reason: claim.resolution?.reason ?? null,
    return_id: claimReturn ? String(claimReturn.id) : null,
    return_status: oneOf(returnStatuses, claimReturn?.status),
    return_shipment_status: claimReturn?.shipping?.status ?? null,
    return_tracking: claimReturn?.shipping?.tracking_number ?? null,
    date_created: isoOf(claim.date_created),
    last_updated: isoOf(claim.last_updated ?? claim.date_created),
  };
}

/** Our copy of the sellers' claims: one row per MercadoLibre claim, only ever moved forward. */
export class ClaimRepository {
  readonly generic: ResourceRepository;

  constructor(private readonly db: Kysely<Tables>) {
    this.generic = new ResourceRepository(db, declaration);
  }

  async get(id: number): Promise<MercadoLibreClaim> {
    const found = (await this.generic.get(id)) as MercadoLibreClaim | undefined;
    if (!found) throw notFound('El reclamo no existe').worded('claim_missing');
    return found;
  }

  /** The ERP order already tied to the claim, so a later copy need not look it up again. */
  async orderIdOf(mlId: string): Promise<number | null> {
    const row = await this.db.selectFrom(table).select('order_id').where('ml_id', '=', mlId).executeTakeFirst();
    return row?.order_id === undefined || row.order_id === null ? null : Number(row.order_id);
  }

  /**
   * Stores the claim as MercadoLibre sent it, in one statement so that racing deliveries agree. A
   * copy older than the stored one (by MercadoLibre's `last_updated`) changes nothing; the restock
   * decision is ours and never comes from MercadoLibre, and a known ERP order is kept.
   */
  async upsert(claim: MercadoLibreClaimJson, claimReturn: MercadoLibreReturnJson | undefined, context: ClaimContext): Promise<MercadoLibreClaim> {
    const row = rowOf(claim, claimReturn, context);
    const { ml_id: _key, order_id: _order, ...changes } = row;
    await this.db
      .insertInto(table)
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('ml_id')
          .doUpdateSet({ ...changes, order_id: sql`coalesce(excluded.order_id, ${sql.ref(`${table}.order_id`)})` })
          .where(sql<boolean>`coalesce(${sql.ref(`${table}.last_updated`)}, '') <= coalesce(excluded.last_updated, '')`),
      )
      .execute();
    const stored = await this.db.selectFrom(table).select('id').where('ml_id', '=', row.ml_id).executeTakeFirstOrThrow();
    return this.get(Number(stored.id));
  }

  /** Records the seller's restock decision once: only the first of any number of attempts finds none yet. */
  async decideRestock(trx: Executor, id: number, decision: (typeof restockDecisions)[number]): Promise<boolean> {
    const changed = await trx
      .updateTable(table)
      .set({ restock_decision: decision })
      .where('id', '=', id)
      .where('restock_decision', 'is', null)
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1;
  }
}
