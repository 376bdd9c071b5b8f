import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import type { AmazonReturn } from '../../../resources/amazon/returns';
import type { AppContext } from '../../context';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import type { AccountRow } from './accountRepository';
import { erpOrderOf } from './erpOrderLookup';
import { parseReturnsFlatFile, type ReturnLine } from './returnsFlatFile';
import { withoutNul } from '../shared/marketplaceAnswer';

export const returnsReportType = 'GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE';
// Amazon serves this report for at most 60 days. Each sync reads the whole window, so a return's
// later status (approved, then closed and refunded) reaches the row already stored.
const windowDays = 60;

export type ReturnsSyncResult =
  | { state: 'done'; reportId: string; returns: number }
  /** Still IN_QUEUE or IN_PROGRESS after this round's looks: the next round reads the same report. */
  | { state: 'waiting'; reportId: string }
  /** FATAL or CANCELLED: the report is forgotten, the next round asks for a new one. */
  | { state: 'failed'; reportId: string; status: string };

async function pendingReport(context: AppContext, accountId: number): Promise<string | undefined> {
  const row = await context.database.db.selectFrom('amazon_return_reports').select('report_id').where('account_id', '=', accountId).executeTakeFirst();
  return row?.report_id;
}

/** Asks Amazon for the report of the window; two rounds asking at once keep the report stored first. */
async function requestReport(context: AppContext, connector: AmazonConnector, account: AccountRow): Promise<string> {
  const clients = await connector.clients(account);
  const end = new Date();
  const start = new Date(end.getTime() - windowDays * 86_400_000);
  const { data } = await clients.reports.createReport({
    body: { reportType: returnsReportType, marketplaceIds: [mexicoMarketplaceId], dataStartTime: start.toISOString(), dataEndTime: end.toISOString() },
  });
  const accountId = Number(account.id);
  await context.database.db
    .insertInto('amazon_return_reports')
    .values({ account_id: accountId, report_id: data.reportId, requested_at: end.toISOString() })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  return (await pendingReport(context, accountId)) ?? data.reportId;
}

async function forgetReport(context: AppContext, accountId: number, reportId: string): Promise<void> {
  await context.database.db.deleteFrom('amazon_return_reports').where('account_id', '=', accountId).where('report_id', '=', reportId).execute();
}

/** The report's document: its URL from `getReportDocument`, downloaded without SP-API credentials (a pre-signed URL), gunzipped when Amazon says so. */
async function downloadDocument(connector: AmazonConnector, account: AccountRow, reportDocumentId: string): Promise<string> {
  const clients = await connector.clients(account);
  const { data } = await clients.reports.getReportDocument({ reportDocumentId });
  const response = await fetch(data.url, { signal: AbortSignal.timeout(connector.config.timeoutMs) });
  if (!response.ok) throw new Error(`Amazon report document ${reportDocumentId}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  // Downloaded apart from the SDK clients, so its NUL characters are taken out here (see withoutNul).
  return withoutNul((data.compressionAlgorithm === 'GZIP' ? gunzipSync(body) : body).toString('utf8'));
}

/** One row per RMA and SKU, inserted the first time and updated after: the report read twice changes nothing. */
async function recordReturn(context: AppContext, account: AccountRow, line: ReturnLine): Promise<void> {
  const row = {
    channel: 'amazon',
    amazon_order_id: line.orderId,
    order_id: await erpOrderOf(context, account, line.orderId),
    item_name: line.itemName,
    quantity: line.quantity,
    // Amazon may send a status or reason not in our lists: it is kept as sent and shown as its code in words.
    reason: line.reason as AmazonReturn['reason'],
    status: line.status as AmazonReturn['status'],
    refunded_amount: line.refundedAmount,
    return_date: line.returnDate,
    order_date: line.orderDate,
  };
  await context.database.db
    .insertInto('amazon_returns')
    .values({ account_id: Number(account.id), rma_id: line.rmaId, sku: line.sku, ...row })
    .onConflict((conflict) => conflict.columns(['account_id', 'rma_id', 'sku']).doUpdateSet(row))
    .execute();
}

export interface ReportPolling {
  pollMs: number;
  polls: number;
  /** Aborted when the server stops: the wait ends at once and the report is left for the next start. */
  signal?: AbortSignal;
}

/**
 * The account's returns through the Reports API: the report asked for in an earlier round and not
 * read yet, else a new one (createReport); then up to `polls` looks at it (getReport), `pollMs`
 * apart; once DONE its document is downloaded, parsed and stored, and the report forgotten. Each
 * look is one request within the account's budget; a report still in processing is left for the
 * next round rather than holding this one.
 */
export async function syncAmazonReturns(
  context: AppContext,
  connector: AmazonConnector,
  account: AccountRow,
  polling: ReportPolling = { pollMs: connector.config.reportPollMs, polls: connector.config.reportPollsPerRound },
): Promise<ReturnsSyncResult> {
  const clients = await connector.clients(account);
  const accountId = Number(account.id);
  const reportId = (await pendingReport(context, accountId)) ?? (await requestReport(context, connector, account));
  for (let look = 0; look < polling.polls; look++) {
    if (look > 0) await sleep(polling.pollMs, undefined, { signal: polling.signal }).catch(() => undefined);
    if (polling.signal?.aborted) break;
    const { data: report } = await clients.reports.getReport({ reportId });
    if (report.processingStatus === 'FATAL' || report.processingStatus === 'CANCELLED') {
      await forgetReport(context, accountId, reportId);
      return { state: 'failed', reportId, status: report.processingStatus };
    }
    if (report.processingStatus !== 'DONE') continue;
    const lines = report.reportDocumentId ? parseReturnsFlatFile(await downloadDocument(connector, account, report.reportDocumentId)) : [];
    for (const line of lines) await recordReturn(context, account, line);
    await forgetReport(context, accountId, reportId);
    return { state: 'done', reportId, returns: lines.length };
  }
  return { state: 'waiting', reportId };
}
