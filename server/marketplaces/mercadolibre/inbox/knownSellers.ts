import type { AccountRepository } from '../accountRepository';

/** How stale the list may be before a miss reads the accounts again; a newly connected seller waits at most this. */
const refreshAfterMs = 250;

/**
 * The seller ids our connected accounts belong to, kept in memory so that a flood of forged
 * webhooks is refused without a query each (at most one read per `refreshAfterMs`) and without
 * any call to MercadoLibre.
 */
export class KnownSellers {
  private ids = new Set<number>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(private readonly accounts: AccountRepository) {}

  async has(userId: number): Promise<boolean> {
    if (!Number.isSafeInteger(userId)) return false;
    if (this.ids.has(userId)) return true;
    if (Date.now() - this.loadedAt < refreshAfterMs) return false;
    await this.reload();
    return this.ids.has(userId);
  }

  private reload(): Promise<void> {
    this.loading ??= this.accounts
      .list()
      .then((rows) => {
        this.ids = new Set(rows.filter((row) => row.status !== 'revoked').map((row) => Number(row.user_id)));
        this.loadedAt = Date.now();
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }
}
