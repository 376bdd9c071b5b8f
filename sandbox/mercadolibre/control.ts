import { createSeller, type NewAccount } from './accounts';
import { badRequest, notFound } from './apiErrors';
import { claimJson } from './claimJson';
import { advanceReturn, type NewClaim, openClaim } from './claims';
import { addMessage, blockedSubstatusPattern, conversationOfOrder, conversationStatus } from './conversations';
import { mercadoLibreDemoApp, mercadoLibreDemoSeller } from './demo';
import type { FaultRule } from './faults';
import { sellerSkuOf } from './itemBuilder';
import { cancelOrder, payOrder, updateShipment } from './orderLifecycle';
import { type NewOrder, type NewPack, placeOrder, placePack } from './orderPlacement';
import { askQuestion, questionJson } from './questions';
import type { MercadoLibreRuntime } from './runtime';
import type { MercadoLibreSettings } from './settings';
import { issueAuthorizationCode, issueTokensDirectly, revokeGrant, type TokenResponse } from './tokens';
import { type NotificationTopic, notificationTopics, type SandboxApplication } from './types';

export interface AppConfiguration {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  notificationUrl?: string;
  topics?: NotificationTopic[];
  pkce?: boolean;
}

/** What tests (and the back office's demo wiring) use to arrange the outside world. */
export interface MercadoLibreControl {
  reset(): void;
  createSeller(account?: NewAccount): { id: number; nickname: string };
  configureApp(app: AppConfiguration): SandboxApplication;
  issueAuthorizationCode(input: { userId: number; clientId: string; redirectUri?: string }): string;
  issueTokens(input: { userId: number; clientId: string }): TokenResponse;
  revokeGrant(input: { userId: number; clientId?: string }): { revoked: number };
  setRateLimit(input: { requestsPerSecond: number; sendRetryAfter?: boolean }): void;
  updateSettings(changes: Partial<MercadoLibreSettings>): MercadoLibreSettings;
  advanceClock(seconds: number): void;
  injectFault(rule: FaultRule): void;
  pendingFaults(): FaultRule[];
  clearFaults(): void;
  createQuestion(input: { itemId: string; text: string; buyerId?: number }): ReturnType<typeof questionJson>;
  placeOrder(input: NewOrder): Record<string, unknown>;
  placePack(input: NewPack): Record<string, unknown>[];
  payOrder(input: { orderId: number }): Record<string, unknown>;
  cancelOrder(input: { orderId: number }): Record<string, unknown>;
  /** `touchOrders: false` moves the shipment alone, its orders' `last_updated` untouched. */
  updateShipment(input: { shipmentId: number; status: string; substatus?: string | null; touchOrders?: boolean }): Record<string, unknown>;
  openClaim(input: NewClaim): ReturnType<typeof claimJson>;
  advanceReturn(input: { claimId: number; status: 'shipped' | 'delivered' }): ReturnType<typeof claimJson>;
  /** The buyer of the order writes in its post-sale conversation (the pack's when it has one). */
  buyerWrites(input: { orderId: number; text: string }): Record<string, unknown>;
  /** Blocks the order's conversation with a `blocked_by_*` substatus; null lifts that block. */
  blockConversation(input: { orderId: number; substatus: string | null }): Record<string, unknown>;
  /** The order's conversation as it stands: status and every message, oldest first. */
  conversation(input: { orderId: number }): { conversation_status: Record<string, unknown>; messages: Record<string, unknown>[] };
  webhookDeliveries(filter?: { topic?: NotificationTopic }): MercadoLibreRuntime['state']['webhookDeliveries'];
  itemCreations(sellerId: number): {
    sellerId: number;
    creations: number;
    items: { id: string; title: string; status: string; sub_status: string[]; seller_sku: string | null }[];
  };
  demoAccount(): { clientId: string; clientSecret: string; redirectUri: string; sellerId: number; nickname: string };
}

export function createMercadoLibreControl(runtime: MercadoLibreRuntime, reset: () => void): MercadoLibreControl {
  const { state } = runtime;
  const appOf = (clientId: string) => {
    const app = state.apps.get(clientId);
    if (!app) throw notFound(`Application ${clientId} not found`);
    return app;
  };
  const sellerOf = (userId: number) => {
    const user = state.users.get(userId);
    if (!user || user.kind !== 'seller') throw notFound(`Seller ${userId} not found`);
    return user;
  };

  return {
    reset,
    createSeller(account = {}) {
      const seller = createSeller(state, account);
      return { id: seller.id, nickname: seller.nickname };
    },
    configureApp(app) {
      if (!app.clientId || !app.clientSecret || !app.redirectUri) throw badRequest('clientId, clientSecret and redirectUri are required');
      const topics = app.topics ?? [...notificationTopics];
      if (topics.some((topic) => !notificationTopics.includes(topic))) throw badRequest(`topics must be among ${notificationTopics.join(', ')}`);
      const configured: SandboxApplication = {
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        redirectUri: app.redirectUri,
        notificationUrl: app.notificationUrl,
        topics,
        pkce: app.pkce ?? false,
      };
      state.apps.set(app.clientId, configured);
      return configured;
    },
    issueAuthorizationCode({ userId, clientId, redirectUri }) {
      sellerOf(userId);
      return issueAuthorizationCode(state, userId, clientId, redirectUri ?? appOf(clientId).redirectUri);
    },
    issueTokens({ userId, clientId }) {
      sellerOf(userId);
      appOf(clientId);
      return issueTokensDirectly(state, userId, clientId);
    },
    revokeGrant: ({ userId, clientId }) => ({ revoked: revokeGrant(state, userId, clientId) }),
    setRateLimit({ requestsPerSecond, sendRetryAfter }) {
      if (!(requestsPerSecond > 0)) throw badRequest('requestsPerSecond must be positive');
      state.settings.requestsPerSecond = requestsPerSecond;
      if (sendRetryAfter !== undefined) state.settings.sendRetryAfter = sendRetryAfter;
      runtime.rateLimiter.reset();
    },
    updateSettings(changes) {
      Object.assign(state.settings, changes);
      return { ...state.settings };
    },
    advanceClock: (seconds) => state.advanceClock(seconds),
    injectFault(rule) {
      const counted = typeof rule.count === 'number' && rule.count > 0;
      const timed = typeof rule.seconds === 'number' && rule.seconds > 0;
      if (counted === timed) throw badRequest('exactly one of count or seconds must be given, and positive');
      runtime.faults.add(rule);
    },
    pendingFaults: () => runtime.faults.pending(),
    clearFaults: () => runtime.faults.clear(),
    createQuestion: ({ itemId, text, buyerId }) => questionJson(askQuestion(runtime, itemId, text, buyerId)),
    placeOrder: (input) => placeOrder(runtime, input).body,
    placePack: (input) => placePack(runtime, input).map((order) => order.body),
    payOrder: ({ orderId }) => payOrder(runtime, orderId).body,
    cancelOrder: ({ orderId }) => cancelOrder(runtime, orderId).body,
    updateShipment: ({ shipmentId, status, substatus, touchOrders }) => updateShipment(runtime, shipmentId, status, substatus ?? null, touchOrders ?? true),
    openClaim: (input) => claimJson(openClaim(runtime, input), runtime.state.now()),
    advanceReturn: ({ claimId, status }) => claimJson(advanceReturn(runtime, claimId, status), runtime.state.now()),
    buyerWrites({ orderId, text }) {
      if (typeof text !== 'string' || text.trim() === '') throw badRequest('text is required');
      return addMessage(runtime, conversationOfOrder(runtime, orderId), 'buyer', text);
    },
    blockConversation({ orderId, substatus }) {
      if (substatus !== null && !blockedSubstatusPattern.test(String(substatus))) throw badRequest('substatus must be a blocked_by_* reason or null');
      const conversation = conversationOfOrder(runtime, orderId);
      conversation.blockedBy = substatus;
      conversation.blockedAt = substatus === null ? null : state.nowIso();
      return conversationStatus(runtime, conversation);
    },
    conversation({ orderId }) {
      const conversation = conversationOfOrder(runtime, orderId);
      return { conversation_status: conversationStatus(runtime, conversation), messages: [...conversation.messages] };
    },
    webhookDeliveries: (filter = {}) => state.webhookDeliveries.filter((delivery) => !filter.topic || delivery.topic === filter.topic),
    itemCreations(sellerId) {
      const items = [...state.items.values()].filter((item) => item.sellerId === sellerId);
      return {
        sellerId,
        creations: state.itemCreations.get(sellerId) ?? 0,
        items: items.map((item) => ({
          id: item.id,
          title: item.title,
          status: item.status,
          sub_status: [...item.subStatus],
          seller_sku: sellerSkuOf(item) ?? null,
        })),
      };
    },
    demoAccount: () => {
      const app = appOf(mercadoLibreDemoApp.clientId);
      return {
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        redirectUri: app.redirectUri,
        sellerId: mercadoLibreDemoSeller.id,
        nickname: mercadoLibreDemoSeller.nickname,
      };
    },
  };
}
