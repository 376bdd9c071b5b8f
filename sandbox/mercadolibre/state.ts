import { randomBytes } from 'node:crypto';
import type { MercadoLibreSettings } from './settings';
import type {
  AccessToken,
  AuthorizationCode,
  Claim,
  Conversation,
  Grant,
  Item,
  MessageAttachment,
  Order,
  Payment,
  Question,
  SandboxApplication,
  SandboxUser,
  Scroll,
  Shipment,
  WebhookDelivery,
} from './types';

/** Counters start where real-looking ids start, and restart on reset so runs are reproducible. */
export const firstIds = {
  user: 400_000_001,
  buyer: 900_000_001,
  item: 1_000_000_001,
  question: 13_000_000_001,
  order: 2_000_000_001,
  payment: 80_000_000_001,
  shipment: 44_000_000_001,
  pack: 2_000_000_000_000_001,
  claim: 5_000_000_001,
  claimReturn: 60_000_001,
};

type Entries<M> = M extends Map<infer K, infer V> ? [K, V][] : never;

/** The persistent part of the state, Maps as arrays of entries so it survives JSON. */
export interface StateSnapshot {
  apps: Entries<MercadoLibreState['apps']>;
  users: Entries<MercadoLibreState['users']>;
  grants: Entries<MercadoLibreState['grants']>;
  codes: Entries<MercadoLibreState['codes']>;
  accessTokens: Entries<MercadoLibreState['accessTokens']>;
  items: Entries<MercadoLibreState['items']>;
  descriptions: Entries<MercadoLibreState['descriptions']>;
  itemCreations: Entries<MercadoLibreState['itemCreations']>;
  questions: Entries<MercadoLibreState['questions']>;
  orders: Entries<MercadoLibreState['orders']>;
  payments: Entries<MercadoLibreState['payments']>;
  shipments: Entries<MercadoLibreState['shipments']>;
  /** Absent from files written before claims existed. */
  claims?: Entries<MercadoLibreState['claims']>;
  /** Absent in files saved before messaging existed. */
  conversations?: Entries<MercadoLibreState['conversations']>;
  messageAttachments?: Entries<MercadoLibreState['messageAttachments']>;
  counters: Partial<Record<keyof typeof firstIds, number>>;
  clockOffsetMs: number;
}

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
  claims = new Map<number, Claim>();
  conversations = new Map<string, Conversation>();
  messageAttachments = new Map<string, MessageAttachment>();
  scrolls = new Map<string, Scroll>();
  webhookDeliveries: WebhookDelivery[] = [];
  private counters = { ...firstIds };
  private clockOffsetMs = 0;

  constructor(public settings: MercadoLibreSettings) {}

  clear(): void {
    for (const collection of [
      this.apps,
      this.users,
      this.grants,
      this.codes,
      this.accessTokens,
      this.items,
      this.descriptions,
      this.itemCreations,
      this.questions,
      this.orders,
      this.payments,
      this.shipments,
      this.claims,
      this.conversations,
      this.messageAttachments,
      this.scrolls,
    ]) {
      collection.clear();
    }
    this.webhookDeliveries = [];
    this.counters = { ...firstIds };
    this.clockOffsetMs = 0;
  }

  /** What a restart must keep (see persistence.ts); scrolls and webhook deliveries are transient. */
  snapshot(): StateSnapshot {
    return {
      apps: [...this.apps],
      users: [...this.users],
      grants: [...this.grants],
      codes: [...this.codes],
      accessTokens: [...this.accessTokens],
      items: [...this.items],
      descriptions: [...this.descriptions],
      itemCreations: [...this.itemCreations],
      questions: [...this.questions],
      orders: [...this.orders],
      payments: [...this.payments],
      shipments: [...this.shipments],
      claims: [...this.claims],
      conversations: [...this.conversations],
      messageAttachments: [...this.messageAttachments],
      counters: { ...this.counters },
      clockOffsetMs: this.clockOffsetMs,
    };
  }

  /** Replaces everything with a snapshot (already validated); transient parts start empty. */
  restore(snapshot: StateSnapshot): void {
    this.clear();
    // Filled in place: whoever holds a collection keeps seeing the live one.
    const fill = <K, V>(map: Map<K, V>, entries: [K, V][]) => entries.forEach(([key, value]) => map.set(key, value));
    fill(this.apps, snapshot.apps);
    fill(this.users, snapshot.users);
    fill(this.grants, snapshot.grants);
    fill(this.codes, snapshot.codes);
    fill(this.accessTokens, snapshot.accessTokens);
    fill(this.items, snapshot.items);
    fill(this.descriptions, snapshot.descriptions);
    fill(this.itemCreations, snapshot.itemCreations);
    fill(this.questions, snapshot.questions);
    fill(this.orders, snapshot.orders);
    fill(this.payments, snapshot.payments);
    fill(this.shipments, snapshot.shipments);
    fill(this.claims, snapshot.claims ?? []);
    fill(this.conversations, snapshot.conversations ?? []);
    fill(this.messageAttachments, snapshot.messageAttachments ?? []);
    this.counters = { ...firstIds, ...snapshot.counters };
    this.clockOffsetMs = snapshot.clockOffsetMs;
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
