import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import { handledTopics, type MercadoLibreNotification } from '../webhookProcessing';
import { hintOf } from './inboxHints';
import type { InboxRepository } from './inboxRepository';

const pageSize = 100;
// 100,000 notifications: a bound so a misbehaving feed cannot keep the catch-up going forever.
const maxPages = 1_000;

/**
 * Notifications MercadoLibre could not deliver (kept two days in `/missed_feeds`) go into the inbox
 * like a webhook; those already there are duplicates and change nothing. The feed is the
 * application's, so it is read once, with the first account whose token works; it answers how many
 * it stored or saw again.
 */
export async function readMissedFeeds(feature: MercadoLibreFeature, inbox: InboxRepository): Promise<number> {
  const accounts = (await feature.accounts.list()).filter((account) => account.status !== 'revoked');
  const ours = new Set(accounts.map((account) => Number(account.user_id)));
  let lastError: unknown;
  for (const account of accounts) {
    try {
      let seen = 0;
      for (let page = 0; page < maxPages; page++) {
        const { messages } = await feature.connector.request<{ messages?: MercadoLibreNotification[] }>(Number(account.id), {
          method: 'GET',
          path: '/missed_feeds',
          query: { app_id: feature.connector.config.clientId, offset: page * pageSize, limit: pageSize },
        });
        const received = messages ?? [];
        const hints = received.filter((message) => ours.has(Number(message.user_id)) && handledTopics.includes(message.topic)).map(hintOf);
        await inbox.add(hints);
        seen += hints.length;
        if (received.length < pageSize) break;
      }
      return seen;
    } catch (error) {
      lastError = error;
    }
  }
  if (lastError) throw lastError;
  return 0;
}
