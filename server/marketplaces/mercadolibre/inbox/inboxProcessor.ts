import { randomUUID } from 'node:crypto';
import { retryDelayMs } from '../../../tasks/taskWorkerConfig';
import { AccountDisconnectedError, MercadoLibreError } from '../mercadoLibreErrors';
import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import { MarketplaceAnswerError } from '../../shared/marketplaceAnswer';
import { processNotification } from '../webhookProcessing';
import type { ClaimedGroup, InboxRepository } from './inboxRepository';
import { LeasedLoop } from '../../../queue/leasedLoop';

export interface InboxProcessorOptions {
  pollMs: number;
  leaseMs: number;
  /** Groups processed at once; the account's request budget paces the reads anyway. */
  concurrency: number;
  /** Tries of a group that fails transiently (429, 5xx, timeouts) before it is marked failed. */
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

interface ProcessorLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Anything but a refusal that stands is tried again: a sale whose recording the database failed, or
 * whose outcome it could not store, is recorded on a later try, not dropped. A refusal stands when
 * MercadoLibre refuses for good (a 4xx, an account no longer connected) or when its answer cannot
 * be read (`MarketplaceAnswerError`): it answers the same on every try until the resource changes
 * there, which brings a new hint. Network errors, 5xx and 429 stay worth a retry.
 */
const worthRetrying = (error: unknown) =>
  !(error instanceof AccountDisconnectedError) && !(error instanceof MarketplaceAnswerError) && (!(error instanceof MercadoLibreError) || error.transient);

const reasonOf = (error: unknown) => (error instanceof MercadoLibreError ? error.reason : error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Works the inbox off in this process: claims due groups (every pending row of one seller, topic
 * and resource) with a lease, reads each resource once and announces it, then marks the rows.
 * A process that dies leaves its claims to lapse; the rows are processed again and, as the
 * announcement is idempotent, nothing is announced twice.
 */
export class InboxProcessor {
  readonly id = randomUUID();
  private readonly loop: LeasedLoop;
  /** The rows of the groups being worked on: only their claims are renewed. */
  private readonly inHand = new Set<number>();

  constructor(
    private readonly feature: MercadoLibreFeature,
    private readonly inbox: InboxRepository,
    private readonly options: InboxProcessorOptions,
    private readonly log: ProcessorLog,
  ) {
    this.loop = new LeasedLoop(
      { claim: () => this.claimGroups(), renew: () => this.inbox.renew(this.id, [...this.inHand], options.leaseMs) },
      { name: 'mercadolibre inbox', pollMs: options.pollMs, leaseMs: options.leaseMs },
      log,
    );
  }

  async start(): Promise<void> {
    if (this.feature.context.database.dialect === 'sqlite') await this.inbox.releaseAll();
    this.loop.start();
  }

  /** Something was stored: look now rather than at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** Stops claiming and waits for the groups in hand. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Claims as many groups as there is room for; a full batch means more may be waiting. */
  private async claimGroups(): Promise<boolean> {
    const room = this.options.concurrency - this.loop.busy;
    if (room <= 0) return false;
    const groups = await this.inbox.claim(this.id, this.options.leaseMs, room);
    for (const group of groups) {
      for (const id of group.ids) this.inHand.add(id);
      this.loop.track(this.process(group).finally(() => group.ids.forEach((id) => this.inHand.delete(id))));
    }
    return groups.length === room;
  }

  private async process(group: ClaimedGroup): Promise<void> {
    try {
      const account = await this.feature.accounts.byUserId(group.userId);
      // An account removed or revoked after the hint was stored: nothing may be read for it.
      if (!account || account.status === 'revoked') return await this.inbox.finish(group.ids, this.id, { status: 'failed', error: 'Vendedor desconocido' });
      try {
        await processNotification(this.feature, account, group);
        await this.inbox.finish(group.ids, this.id, { status: 'done' });
      } catch (error) {
        const attempt = group.attempts + 1;
        if (!worthRetrying(error) || attempt >= this.options.maxAttempts) {
          this.log.warn({ err: error, topic: group.topic, resource: group.resource }, 'mercadolibre notification not processed');
          return await this.inbox.finish(group.ids, this.id, { status: 'failed', error: reasonOf(error) });
        }
        const delay = (error instanceof MercadoLibreError ? error.retryAfterMs : undefined) ?? retryDelayMs(this.options, attempt);
        await this.inbox.retryLater(group.ids, this.id, delay, reasonOf(error));
      }
    } catch (error) {
      // The database failed: no longer renewed, the claim lapses and the rows come back.
      this.log.error({ err: error, resource: group.resource }, 'could not store an inbox outcome');
    }
  }
}
