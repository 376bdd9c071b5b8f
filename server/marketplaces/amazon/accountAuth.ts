import { SellingPartnerApiAuth } from '@sp-api-sdk/auth';
import { type LwaClient, LwaError } from './lwaClient';

/** What the account's owner hears of its refreshes. */
export interface RefreshListener {
  refreshed(): Promise<void>;
  /** Login with Amazon refused the refresh token: the seller must authorise again. */
  refused(error: LwaError): Promise<void>;
}

const silent: RefreshListener = { refreshed: async () => {}, refused: async () => {} };

/** A token this close to its end is refreshed first, so a call never leaves with one about to expire. */
const marginMs = 60_000;

/**
 * One account's access tokens, for the SDK clients. The SDK's auth class is what they accept, but
 * it only talks to api.amazon.com: this one keeps its contract (one refresh at a time, tokens reused
 * until they expire) and refreshes through our LWA client, so it works against the sandbox too.
 */
export class AccountAuth extends SellingPartnerApiAuth {
  private token?: { value: string; expiresAt: number };
  private pending?: Promise<string>;

  constructor(
    credentials: { clientId: string; clientSecret: string; refreshToken: string },
    private readonly lwa: LwaClient,
    private readonly listener: RefreshListener = silent,
  ) {
    super(credentials);
    this.accountRefreshToken = credentials.refreshToken;
  }

  private readonly accountRefreshToken: string;

  override async getAccessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt - marginMs) return this.token.value;
    this.pending ??= this.refreshNow().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Forgets the token SP-API refused (403 expired), so the next call gets a new one. */
  invalidate(refused: string): void {
    if (this.token?.value === refused) this.token = undefined;
  }

  get expiresAt(): Date | undefined {
    return this.token && new Date(this.token.expiresAt);
  }

  private async refreshNow(): Promise<string> {
    let answer;
    try {
      answer = await this.lwa.refresh(this.accountRefreshToken);
    } catch (error) {
      if (error instanceof LwaError && error.status >= 400 && error.status < 500) await this.listener.refused(error);
      throw error;
    }
    this.token = { value: answer.accessToken, expiresAt: Date.now() + answer.expiresInSeconds * 1000 };
    await this.listener.refreshed();
    return answer.accessToken;
  }
}
