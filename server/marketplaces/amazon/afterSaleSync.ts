import type { AppContext } from '../../context';
import { type Rounds, scheduleRounds } from '../../queue/roundTimer';
import type { AmazonConnector } from './amazonConnector';
import { syncAmazonPayments } from './paymentSync';
import { syncAmazonReturns } from './returnSync';
import { inBackground } from './throttleWait';

interface SyncLog {
  warn(object: object, message: string): void;
}

/**
 * One round of payments and returns over every connected account; a failing account or step is
 * logged and the rest still runs. `stopping` ends a wait for a report and the round at once.
 */
async function syncAfterSaleOfEveryAmazonAccount(context: AppContext, connector: AmazonConnector, log: SyncLog, stopping: AbortSignal): Promise<void> {
  const { reportPollMs: pollMs, reportPollsPerRound: polls } = connector.config;
  for (const account of await connector.accounts.list()) {
    if (stopping.aborted) return;
    if (account.status !== 'connected') continue;
    await syncAmazonPayments(context, connector, account, log).catch((error: unknown) =>
      log.warn({ err: error, accountId: account.id }, 'could not sync Amazon payments'),
    );
    await syncAmazonReturns(context, connector, account, { pollMs, polls, signal: stopping }).catch((error: unknown) =>
      log.warn({ err: error, accountId: account.id }, 'could not sync Amazon returns'),
    );
  }
}

/**
 * Payments and returns at start and every AMAZON_ORDERS_POLL_SECONDS, in rounds of their own so a
 * report in processing never delays the orders; stopping them ends a wait for a report at once.
 */
export function pollAfterSale(context: AppContext, connector: AmazonConnector, log: SyncLog): Rounds {
  const stopping = new AbortController();
  const round = () => inBackground(() => syncAfterSaleOfEveryAmazonAccount(context, connector, log, stopping.signal));
  const rounds = scheduleRounds(round, connector.config.ordersPollSeconds * 1000);
  return {
    again: () => rounds.again(),
    async stop() {
      stopping.abort();
      await rounds.stop();
    },
  };
}
