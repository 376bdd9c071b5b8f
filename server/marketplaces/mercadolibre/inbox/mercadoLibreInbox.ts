import type { AppContext } from '../../../context';
import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import { scheduleRounds } from '../../../queue/roundTimer';
import { catchUp } from './catchUp';
import { InboxProcessor } from './inboxProcessor';
import { InboxRepository } from './inboxRepository';

interface InboxLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const processors = new WeakMap<AppContext, InboxProcessor>();

/**
 * Groups processed at once. On SQLite every query shares one connection and a transaction holds it
 * until it commits, so each group in hand puts its sale's transaction ahead of a webhook's insert:
 * with 8, a burst made most answers miss MercadoLibre's half second (and be posted again) while the
 * inbox emptied no sooner than with 2 (bench/afterSaleWebhooks.ts).
 */
const concurrencyOn = { sqlite: 2, postgres: 8 } as const;

/** A webhook was stored: this process's processor (if it runs one) looks at once instead of at its next poll. */
export function wakeInbox(context: AppContext): void {
  processors.get(context)?.wake();
}

/**
 * Starts this process's inbox processor and the catch-up (missed feeds and order sync, at start
 * and every ML_MISSED_FEEDS_SECONDS); the answer stops both, letting work in hand finish.
 */
export async function startMercadoLibreInbox(feature: MercadoLibreFeature, log: InboxLog): Promise<{ stop(): Promise<void> }> {
  const { context } = feature;
  const inbox = new InboxRepository(context.database.db);
  const settings = context.config.mercadolibre;
  const processor = new InboxProcessor(
    feature,
    inbox,
    {
      pollMs: settings.inboxPollMs,
      leaseMs: settings.inboxLeaseSeconds * 1000,
      concurrency: concurrencyOn[context.database.dialect],
      maxAttempts: 8,
      retryBaseMs: 1_000,
      retryMaxMs: 60_000,
    },
    log,
  );
  await processor.start();
  processors.set(context, processor);
  const catchUpRounds = scheduleRounds(async () => {
    await catchUp(feature, inbox, log);
    processor.wake();
  }, settings.missedFeedsSeconds * 1000);
  return {
    async stop() {
      processors.delete(context);
      await catchUpRounds.stop();
      await processor.stop();
    },
  };
}
