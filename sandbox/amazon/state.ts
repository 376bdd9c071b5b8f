import { randomBytes } from 'node:crypto';
import type { AmazonSettings } from './settings';
import type { Application, BuyerMessage, CatalogEntry, Feed, FeedDocument, FinancialEvent, Listing, Order, Report, ReturnRequest, Seller } from './types';

export interface Grant {
  clientId: string;
  sellerId: string;
}

type Entries<M> = M extends Map<infer K, infer V> ? [K, V][] : never;

/** What a restart keeps: everything Amazon itself would still hold, Maps as arrays of entries so it survives JSON. */
export interface AmazonStateSnapshot {
  apps: Entries<AmazonState['apps']>;
  sellers: Entries<AmazonState['sellers']>;
  codes: Entries<AmazonState['codes']>;
  refreshTokens: Entries<AmazonState['refreshTokens']>;
  accessTokens: Entries<AmazonState['accessTokens']>;
  listings: Entries<AmazonState['listings']>;
  orders: Entries<AmazonState['orders']>;
  catalog: Entries<AmazonState['catalog']>;
  feeds: Entries<AmazonState['feeds']>;
  documents: Entries<AmazonState['documents']>;
  reports: Entries<AmazonState['reports']>;
  financialEvents: FinancialEvent[];
  returns: ReturnRequest[];
  buyerMessages: BuyerMessage[];
  sequence: number;
}

/** Everything the imitation holds, in memory. */
export class AmazonState {
  apps = new Map<string, Application>();
  sellers = new Map<string, Seller>();
  /** `spapi_oauth_code` → its grant; single use. */
  codes = new Map<string, Grant & { redirectUri?: string; expiresAt: number }>();
  /** LWA refresh tokens are long-lived and reusable. */
  refreshTokens = new Map<string, Grant>();
  accessTokens = new Map<string, Grant & { expiresAt: number }>();
  /** Keyed `sellerId/sku`. */
  listings = new Map<string, Listing>();
  orders = new Map<string, Order>();
  catalog = new Map<string, CatalogEntry>();
  feeds = new Map<string, Feed>();
  documents = new Map<string, FeedDocument>();
  financialEvents: FinancialEvent[] = [];
  returns: ReturnRequest[] = [];
  reports = new Map<string, Report>();
  buyerMessages: BuyerMessage[] = [];
  private sequence = 0;

  constructor(public settings: AmazonSettings) {}

  clear(): void {
    for (const map of [
      this.apps,
      this.sellers,
      this.codes,
      this.refreshTokens,
      this.accessTokens,
      this.listings,
      this.orders,
      this.catalog,
      this.feeds,
      this.documents,
      this.reports,
    ])
      map.clear();
    this.financialEvents = [];
    this.returns = [];
    this.buyerMessages = [];
    this.sequence = 0;
  }

  snapshot(): AmazonStateSnapshot {
    return {
      apps: [...this.apps],
      sellers: [...this.sellers],
      codes: [...this.codes],
      refreshTokens: [...this.refreshTokens],
      accessTokens: [...this.accessTokens],
      listings: [...this.listings],
      orders: [...this.orders],
      catalog: [...this.catalog],
      feeds: [...this.feeds],
      documents: [...this.documents],
      reports: [...this.reports],
      financialEvents: this.financialEvents,
      returns: this.returns,
      buyerMessages: this.buyerMessages,
      sequence: this.sequence,
    };
  }

  /** Replaces everything with a snapshot (already validated). */
  restore(snapshot: AmazonStateSnapshot): void {
    this.clear();
    // Filled in place: whoever holds a collection keeps seeing the live one.
    const fill = <K, V>(map: Map<K, V>, entries: [K, V][]) => entries.forEach(([key, value]) => map.set(key, value));
    fill(this.apps, snapshot.apps);
    fill(this.sellers, snapshot.sellers);
    fill(this.codes, snapshot.codes);
    fill(this.refreshTokens, snapshot.refreshTokens);
    fill(this.accessTokens, snapshot.accessTokens);
    fill(this.listings, snapshot.listings);
    fill(this.orders, snapshot.orders);
    fill(this.catalog, snapshot.catalog);
    fill(this.feeds, snapshot.feeds);
    fill(this.documents, snapshot.documents);
    fill(this.reports, snapshot.reports);
    this.financialEvents = snapshot.financialEvents;
    this.returns = snapshot.returns;
    this.buyerMessages = snapshot.buyerMessages;
    this.sequence = snapshot.sequence;
  }

  nextNumber(): number {
    return ++this.sequence;
  }

  /** Amazon's tokens are opaque strings with a recognisable prefix. */
  static token(prefix: 'Atza|' | 'Atzr|' | 'ANDaAHOb'): string {
    return `${prefix}${randomBytes(24).toString('base64url')}`;
  }

  /** `3-7-7` digits, like real order ids. */
  nextOrderId(): string {
    const number = String(this.nextNumber()).padStart(7, '0');
    return `702-${String(Date.now() % 10_000_000).padStart(7, '0')}-${number}`;
  }

  nextAsin(): string {
    return `B0SBX${String(this.nextNumber()).padStart(5, '0')}`;
  }

  listingKey(sellerId: string, sku: string): string {
    return `${sellerId}/${sku}`;
  }
}
