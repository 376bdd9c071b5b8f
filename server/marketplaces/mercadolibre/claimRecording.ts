import { filteredListPath } from '../../../resources/listLinks';
import { claimLink, claimsListPath, type MercadoLibreClaim } from '../../../resources/mercadolibre/claims';
import type { NotificationSentence } from '../../../resources/notifications';
import { announceUnreadableAnswer } from '../shared/unreadableAnswerNotice';
import type { AccountRow } from './accountRepository';
import { readClaim, readClaimReturn, UnreadableClaimAnswer } from './claimReading';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { MercadoLibreOrder } from './orderSaleMapping';
import { recordMercadoLibreSale, recordSaleOfOrderId } from './orderSales';
import { type MercadoLibrePaymentBody, recordMercadoLibrePayment } from './paymentRecords';

export const claimPath = (mlId: string | number) => `/post-purchase/v1/claims/${mlId}`;

const isLater = (time: string | undefined, than: string | undefined) => time !== undefined && than !== undefined && Date.parse(time) > Date.parse(than);

/**
 * Stores a claim as MercadoLibre answered it, with its return when it has one (read again: the
 * claim does not carry it), tied to the ERP order its sale became (looked up the first time only).
 * Every answer is read (`readClaim`, `readClaimReturn`) before anything is stored: one that cannot
 * be is refused with a 502 naming what was wrong, and nothing of the claim is kept.
 */
export async function recordClaim(feature: MercadoLibreFeature, account: AccountRow, answer: unknown): Promise<MercadoLibreClaim> {
  const accountId = Number(account.id);
  const read = readClaim(answer);
  const claimReturn = read.related_entities?.includes('return')
    ? readClaimReturn(await feature.connector.request<unknown>(accountId, { method: 'GET', path: `/post-purchase/v2/claims/${read.id}/returns` }))
    : undefined;
  // The row keeps one moment: a return that moved after the claim was read (a return arriving) changes
  // what the seller may do, so the claim is read once more rather than stored with its older actions.
  const claim = isLater(claimReturn?.last_updated, read.last_updated)
    ? readClaim(await feature.connector.request<unknown>(accountId, { method: 'GET', path: claimPath(read.id) }))
    : read;
  let orderId = await feature.claims.orderIdOf(String(claim.id));
  if (orderId === null && (claim.resource === undefined || claim.resource === 'order'))
    orderId = (await recordSaleOfOrderId(feature, account, claim.resource_id))?.orderId ?? null;
  return feature.claims.upsert(claim, claimReturn, { accountId, sellerUserId: Number(account.user_id), orderId });
}

/**
 * Records the claim a notification points at (`claimId`, from its resource). One MercadoLibre
 * answered so that it cannot be read is refused again on every read until it changes there: the
 * refusal stands (the inbox does not try it again), and the seller is told why, once per claim and
 * reason (its once-key). The notification leads to its account's claims: the claim itself is not there.
 */
export async function recordNotifiedClaim(feature: MercadoLibreFeature, account: AccountRow, claimId: string, answer: unknown): Promise<MercadoLibreClaim> {
  try {
    return await recordClaim(feature, account, answer);
  } catch (error) {
    if (!(error instanceof UnreadableClaimAnswer)) throw error;
    await announceUnreadableAnswer(
      feature.context,
      {
        type: 'order',
        marketplace: 'mercadolibre',
        resourceId: claimId,
        refused: `No se registró el reclamo ${claimId} de Mercado Libre`,
        sentence: 'mercadolibre_claim_unreadable',
        value: error.value,
        accountId: Number(account.id),
        link: filteredListPath(claimsListPath, { account_id: Number(account.id) }),
      },
      `mercadolibre:unreadable:claim:${claimId}:${error.value}`,
    );
    throw error;
  }
}

/** Reads the claim as it is now and stores it: what an action's answer leaves out (its return) is read too. */
export async function refreshClaim(feature: MercadoLibreFeature, account: AccountRow, mlId: string): Promise<MercadoLibreClaim> {
  return recordClaim(feature, account, await feature.connector.request<unknown>(Number(account.id), { method: 'GET', path: claimPath(mlId) }));
}

/**
 * A claim settled with money changed its order's payment: the order (its ERP sale) and each of its
 * payments are read and stored now, so the payments screen shows the refund without waiting for
 * MercadoLibre's payment webhook (which later stores the same, harmlessly).
 */
export async function refreshOrderPayments(feature: MercadoLibreFeature, account: AccountRow, mlOrderId: string): Promise<void> {
  const accountId = Number(account.id);
  const order = await feature.connector.request<MercadoLibreOrder & { payments?: { id?: number | string }[] }>(accountId, {
    method: 'GET',
    path: `/orders/${mlOrderId}`,
  });
  const sale = await recordMercadoLibreSale(feature, account, order);
  for (const { id } of order.payments ?? []) {
    if (id === undefined) continue;
    const payment = await feature.connector.request<MercadoLibrePaymentBody>(accountId, { method: 'GET', path: `/collections/${id}` });
    await recordMercadoLibrePayment(feature.context.database.db, account, payment, sale.orderId);
  }
}

type ClaimSentence = Extract<NotificationSentence, `claim_${string}`>;

/** What changed, as the sentence the browser words in the reader's language. */
function noticeSentence(claim: MercadoLibreClaim): ClaimSentence {
  if (claim.return_status === 'delivered') return 'claim_return_arrived';
  return claim.stage === 'dispute' ? 'claim_in_mediation' : 'claim_opened';
}

/** What the seller is told, in the notification's stored Spanish: what changed, never a raw code. */
const noticeTexts: Readonly<Record<ClaimSentence, (claim: MercadoLibreClaim) => string>> = {
  claim_return_arrived: (claim) => `Llegó el producto devuelto del reclamo ${claim.ml_id}: decide si vuelve al stock`,
  claim_in_mediation: (claim) => `El reclamo ${claim.ml_id} sobre la venta ${claim.ml_order_id ?? ''} pasó a mediación de Mercado Libre`,
  claim_opened: (claim) => `Nuevo reclamo ${claim.ml_id} sobre la venta ${claim.ml_order_id ?? ''}`,
};

/**
 * The notification of a claim: announced when it opens, when it moves to another stage (MercadoLibre
 * mediating) and when its returned product arrives, not on each of its many other changes.
 */
export function claimNotice(claim: MercadoLibreClaim) {
  const arrived = claim.return_status === 'delivered' ? ':return_delivered' : '';
  const sentence = noticeSentence(claim);
  return {
    type: 'order' as const,
    resourceId: claim.ml_id,
    message: noticeTexts[sentence](claim),
    data: { sentence, stage: claim.stage, status: claim.status, ml_order_id: claim.ml_order_id, link: claimLink(claim.ml_id) },
    onceKey: `claim:${claim.ml_id}:${claim.stage ?? ''}${arrived}`,
  };
}
