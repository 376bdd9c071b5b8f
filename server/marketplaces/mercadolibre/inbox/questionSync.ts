import { dateRead, marketplaceIdRead, objectRead, textRead } from '../../shared/marketplaceAnswer';
import type { AccountRow } from '../accountRepository';
import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import type { InboxHint, InboxRepository } from './inboxRepository';
import { SyncCursors } from './syncCursors';
import { searchPageRead } from './unreadableSearchPage';

interface SearchedQuestion {
  id: number;
  status?: string;
  date_created?: string;
}

/** A page of the question search: the questions read from it, and whether it was the last. */
interface QuestionPage {
  questions: SearchedQuestion[];
  last: boolean;
}

const pageSize = 50;
// The question search stops at an offset of 1,000 too; older questions than that were caught by an earlier round.
const maxOffset = 1_000;

/** A question's date as ISO text; '' when it has none a date parses from. */
const isoOf = (value: string | undefined) => dateRead(value) ?? '';

/**
 * The questions of a search page that can be read again by their id; an entry without one (no
 * object, an id that is no id) cannot, and is passed over rather than stopping the page.
 */
function questionsOf(entries: readonly unknown[]): SearchedQuestion[] {
  return entries.flatMap((entry) => {
    const question = objectRead(entry);
    const id = marketplaceIdRead(question?.id);
    return id === undefined ? [] : [{ id, status: textRead(question?.status, 40), date_created: textRead(question?.date_created, 40) }];
  });
}

/**
 * The seller's questions (of one status, or all), newest first, a page at a time. A page that is no
 * object, or whose questions are no list, cannot be told from the end of the search: it is
 * refused, saying so, and the seller told once.
 */
async function* questionPages(feature: MercadoLibreFeature, account: AccountRow, status?: string): AsyncGenerator<QuestionPage> {
  const accountId = Number(account.id);
  const sellerId = Number(account.user_id);
  for (let offset = 0; offset < maxOffset; offset += pageSize) {
    const page = await feature.connector.request<unknown>(accountId, {
      method: 'GET',
      path: '/questions/search',
      query: { seller_id: sellerId, ...(status ? { status } : {}), sort_fields: 'date_created', sort_types: 'DESC', api_version: 4, offset, limit: pageSize },
    });
    const { entries } = await searchPageRead(feature.context, account, 'questions', page);
    const last = entries.length < pageSize;
    yield { questions: questionsOf(entries), last };
    if (last) return;
  }
}

/**
 * Feeds the account's questions asked since its cursor, whatever their status now (one answered or
 * deleted before we saw it is still news), into the inbox as `questions` hints. The search has no
 * date filter, so it reads newest first and stops at the first question older than the cursor; the
 * cursor (the newest `date_created` seen; the first time, when the account was connected) moves
 * only after the hints are stored. A question whose date cannot be read is neither older nor newer:
 * it is fed (its own read stores it without the date, as every unreadable date is stored), and it
 * neither ends the catch-up nor moves the cursor.
 */
async function feedNewQuestions(feature: MercadoLibreFeature, inbox: InboxRepository, account: AccountRow, from: string) {
  const sellerId = Number(account.user_id);
  let newest = from;
  let fed = 0;
  for await (const { questions } of questionPages(feature, account)) {
    const isOlder = (question: SearchedQuestion) => {
      const at = isoOf(question.date_created);
      return at !== '' && at < from;
    };
    const older = questions.filter(isOlder);
    const recent = questions.filter((question) => !isOlder(question));
    await inbox.add(recent.map((question) => hintOf(sellerId, question.id, `sync:${question.status ?? ''}`)));
    fed += recent.length;
    for (const question of recent) if (isoOf(question.date_created) > newest) newest = isoOf(question.date_created);
    if (older.length > 0) break;
  }
  return { fed, newest };
}

/**
 * A question answered (or deleted, closed) on MercadoLibre's own site sends nothing we can count on
 * and keeps its creation date, so no cursor finds it: every question we hold as unanswered that
 * MercadoLibre no longer lists as unanswered is read again. Only the span the listing covered is
 * compared (it stops at 1,000); the hint's id is our copy's version, so each change is fed once.
 */
async function feedQuestionsAnsweredElsewhere(feature: MercadoLibreFeature, inbox: InboxRepository, account: AccountRow) {
  const stillUnanswered = new Set<string>();
  let oldestListed = '';
  let complete = false;
  for await (const { questions, last } of questionPages(feature, account, 'UNANSWERED')) {
    for (const question of questions) stillUnanswered.add(String(question.id));
    oldestListed = isoOf(questions.at(-1)?.date_created) || oldestListed;
    complete = last;
  }
  let ours = feature.context.database.db
    .selectFrom('mercadolibre_questions')
    .select(['ml_id', 'ml_updated'])
    .where('account_id', '=', Number(account.id))
    .where('status', '=', 'UNANSWERED');
  if (!complete) ours = ours.where('date_created', '>=', oldestListed);
  const changed = (await ours.execute()).filter((question) => !stillUnanswered.has(question.ml_id));
  await inbox.add(changed.map((question) => hintOf(Number(account.user_id), question.ml_id, `sync:left-unanswered:${question.ml_updated ?? ''}`)));
  return changed.length;
}

const hintOf = (sellerId: number, questionId: number | string, notificationId: string): InboxHint => ({
  userId: sellerId,
  topic: 'questions',
  resource: `/questions/${questionId}`,
  notificationId,
});

/** The account's new questions and those answered outside the back office, into the inbox; answers how many it fed. */
export async function syncQuestions(feature: MercadoLibreFeature, inbox: InboxRepository, accountId: number): Promise<{ questions: number; cursor: string }> {
  const account = await feature.accountFor(accountId);
  const cursors = new SyncCursors(feature.context.database.db);
  const from = new Date((await cursors.get(accountId, 'questions')) ?? account.created_at).toISOString();
  const { fed, newest } = await feedNewQuestions(feature, inbox, account, from);
  await cursors.set(accountId, 'questions', newest);
  const changed = await feedQuestionsAnsweredElsewhere(feature, inbox, account);
  return { questions: fed + changed, cursor: newest };
}
