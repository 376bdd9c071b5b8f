import type { AppContext } from '../../context';
import type { AmazonConnector } from './amazonConnector';
import { syncAmazonPayments } from './paymentSync';
import { syncAmazonReturns } from './returnSync';

interface SyncLog {
  warn(object: object, message: string): void;
}

/**
 * One round of payments and returns over every connected account; a failing account or step is
 * logged and the rest still runs. `stopping` ends a wait for a report and the round at once.
 */
export async function syncAfterSaleOfEveryAmazonAccount(context: AppContext, connector: AmazonConnector, log: SyncLog, stopping: AbortSignal): Promise<void> {
  const { reportPollMs: pollMs, reportPollsPerRound: polls } = connector.config;
  for (const account of await connector.accounts.list()) {
    if (stopping.aborted) return;
    if (account.status !== 'connected') continue;
    await syncAmazonPayments(context, connector, account).catch((error: unknown) =>
      log.warn({ err: error, accountId: account.id }, 'could not sync Amazon payments'),
    );
    await syncAmazonReturns(context, connector, account, { pollMs, polls, signal: stopping }).catch((error: unknown) =>
      log.warn({ err: error, accountId: account.id }, 'could not sync Amazon returns'),
    );
  }
}
