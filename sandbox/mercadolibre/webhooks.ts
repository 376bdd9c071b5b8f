import type { MercadoLibreState } from './state';
import type { NotificationTopic, WebhookDelivery } from './types';

/** The body MercadoLibre posts (and lists in `/missed_feeds`); ids of numeric applications travel as numbers. */
export function notificationBody(delivery: WebhookDelivery, attempt: number, sent: string) {
  return {
    _id: delivery.id,
    resource: delivery.resource,
    user_id: delivery.userId,
    topic: delivery.topic,
    application_id: /^\d+$/.test(delivery.clientId) ? Number(delivery.clientId) : delivery.clientId,
    attempts: attempt,
    sent,
    received: delivery.received,
  };
}

/** Posts the real notification body to each subscribed application, retrying failures with doubling gaps. */
export class WebhookNotifier {
  private timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private state: MercadoLibreState) {}

  /** Notifies every application the seller authorized that listens to the topic; `resource` is only a pointer. */
  notify(topic: NotificationTopic, resource: string, userId: number): void {
    if (this.stopped) return;
    const authorizedApps = new Set([...this.state.grants.values()].filter((grant) => grant.userId === userId && !grant.revoked).map((grant) => grant.clientId));
    for (const clientId of authorizedApps) {
      const app = this.state.apps.get(clientId);
      if (!app?.notificationUrl || !app.topics.includes(topic)) continue;
      const delivery: WebhookDelivery = {
        id: this.state.randomToken(12),
        clientId,
        url: app.notificationUrl,
        topic,
        resource,
        userId,
        state: 'pending',
        received: this.state.nowIso(),
        attempts: [],
      };
      this.state.webhookDeliveries.push(delivery);
      if (Math.random() < this.state.settings.webhookDropRate) delivery.state = 'dropped';
      else void this.attempt(delivery);
    }
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const { settings } = this.state;
    const attempt = delivery.attempts.length + 1;
    const sent = this.state.nowIso();
    const body = notificationBody(delivery, attempt, sent);
    let httpStatus: number | null = null;
    let error: string | undefined;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.webhookAckTimeoutMs),
      });
      httpStatus = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    delivery.attempts.push({ attempt, at: sent, httpStatus, ...(error ? { error } : {}) });
    if (httpStatus !== null && httpStatus >= 200 && httpStatus < 300) {
      delivery.state = 'delivered';
      if (Math.random() < settings.webhookDuplicateRate) void this.postAgain(delivery);
    } else if (attempt >= settings.webhookMaxAttempts || this.stopped) {
      // Real ML keeps undelivered notifications in /missed_feeds for two days (missedFeeds.ts).
      delivery.state = 'failed';
    } else {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          void this.attempt(delivery);
        },
        settings.webhookRetryBaseMs * 2 ** (attempt - 1),
      );
      this.timers.add(timer);
    }
  }

  /** A duplicate of a delivered notification: the same body posted once more, its answer ignored as MercadoLibre's receiver already acknowledged it. */
  private async postAgain(delivery: WebhookDelivery): Promise<void> {
    const sent = this.state.nowIso();
    const body = notificationBody(delivery, delivery.attempts.length, sent);
    const httpStatus = await fetch(delivery.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.state.settings.webhookAckTimeoutMs),
    })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => null);
    delivery.attempts.push({ attempt: delivery.attempts.length + 1, at: sent, httpStatus, duplicate: true });
  }

  /** Drops pending retries (reset, close). */
  cancelRetries(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  stop(): void {
    this.stopped = true;
    this.cancelRetries();
  }
}
