import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import type { InboxRepository } from './inboxRepository';
import { SyncCursors } from './syncCursors';

interface QuestionSearch {
  questions?: { id: number | string; status?: string; date_created?: string }[];
}

const pageSize = 50;
// The question search stops at an offset of 1,000 too; older questions than that were caught by an earlier round.
const maxOffset = 1_000;

/**
 * Feeds the account's unanswered questions asked since its cursor into the inbox as `questions`
 * hints (each question announced once however it arrives). The search has no date
 * filter, so it reads newest first and stops at the first question older than the cursor; the
 * cursor (the newest `date_created` seen; the first time, when the account was connected) moves
 * only after the hints are stored.
 */
export async function syncQuestions(feature: MercadoLibreFeature, inbox: InboxRepository, accountId: number): Promise<{ questions: number; cursor: string }> {
  const account = await feature.accountFor(accountId);
  const cursors = new SyncCursors(feature.context.database.db);
  const from = new Date((await cursors.get(accountId, 'questions')) ?? account.created_at).toISOString();
  let newest = from;
  let fed = 0;
  for (let offset = 0; offset < maxOffset; offset += pageSize) {
    const page = await feature.connector.request<QuestionSearch>(accountId, {
      method: 'GET',
      path: '/questions/search',
      query: {
        seller_id: Number(account.user_id),
        status: 'UNANSWERED',
        sort_fields: 'date_created',
        sort_types: 'DESC',
        api_version: 4,
        offset,
        limit: pageSize,
      },
    });
    const all = page.questions ?? [];
    const recent = all.filter((question) => question.date_created && new Date(question.date_created).toISOString() >= from);
    await inbox.add(
      recent.map((question) => ({
        userId: Number(account.user_id),
        topic: 'questions',
        resource: `/questions/${question.id}`,
        notificationId: `sync:${question.status ?? 'UNANSWERED'}`,
      })),
    );
    fed += recent.length;
    for (const question of recent) {
      const created = new Date(String(question.date_created)).toISOString();
      if (created > newest) newest = created;
    }
    if (recent.length < all.length || all.length < pageSize) break;
  }
  await cursors.set(accountId, 'questions', newest);
  return { questions: fed, cursor: newest };
}
