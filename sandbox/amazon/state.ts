import { randomBytes } from 'node:crypto';
import type { AmazonSettings } from './settings';
import type { Application, BuyerMessage, CatalogEntry, Feed, FeedDocument, FinancialEvent, Listing, Order, Report, ReturnRequest, Seller } from './types';

export interface Grant {
  clientId: string;
  sellerId: string;
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
