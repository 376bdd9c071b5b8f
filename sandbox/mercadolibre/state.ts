import { randomBytes } from 'node:crypto';
import type { MercadoLibreSettings } from './settings';
import type {
  AccessToken, AuthorizationCode, Grant, Item, Order, Payment, Question, SandboxApplication, SandboxUser, Scroll, Shipment, WebhookDelivery,
} from './types';

/** Counters start where real-looking ids start, and restart on reset so runs are reproducible. */
const firstIds = { user: 400_000_001, buyer: 900_000_001, item: 1_000_000_001, question: 13_000_000_001, order: 2_000_000_001, payment: 80_000_000_001, shipment: 44_000_000_001 };

/** Everything the imitation knows, in memory. */
export class MercadoLibreState {
  apps = new Map<string, SandboxApplication>();
  users = new Map<number, SandboxUser>();
  grants = new Map<string, Grant>();
  codes = new Map<string, AuthorizationCode>();
  accessTokens = new Map<string, AccessToken>();
  items = new Map<string, Item>();
  descriptions = new Map<string, { plain_text: string; date_created: string; last_updated: string }>();
  /** Item creations per seller, deleted items included: lets a test prove a bulk publish made no duplicates. */
  itemCreations = new Map<number, number>();
  questions = new Map<number, Question>();
  orders = new Map<number, Order>();
  payments = new Map<number, Payment>();
  shipments = new Map<number, Shipment>();
  scrolls = new Map<string, Scroll>();
  webhookDeliveries: WebhookDelivery[] = [];
  private counters = { ...firstIds };
  private clockOffsetMs = 0;

  constructor(public settings: MercadoLibreSettings) {}

  clear(): void {
    for (const collection of [this.apps, this.users, this.grants, this.codes, this.accessTokens, this.items, this.descriptions, this.itemCreations, this.questions, this.orders, this.payments, this.shipments, this.scrolls]) {
      collection.clear();
    }
    this.webhookDeliveries = [];
    this.counters = { ...firstIds };
    this.clockOffsetMs = 0;
  }

  /** The sandbox clock: real time plus whatever a test advanced it by. */
  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  advanceClock(seconds: number): void {
    this.clockOffsetMs += seconds * 1000;
  }

  nextId(kind: keyof typeof firstIds): number {
    return this.counters[kind]++;
  }

  randomToken(bytes = 16): string {
    return randomBytes(bytes).toString('hex');
  }

  userOrUndefined(id: number): SandboxUser | undefined {
    return this.users.get(id);
  }

  sellers(): SandboxUser[] {
    return [...this.users.values()].filter((user) => user.kind === 'seller');
  }
}
