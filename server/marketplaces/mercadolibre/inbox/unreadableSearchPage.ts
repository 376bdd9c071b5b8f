import { filteredListPath } from '../../../../resources/listLinks';
import { claimsListPath } from '../../../../resources/mercadolibre/claims';
import { salesListPath } from '../../../../resources/mercadolibre/messages';
import { questionsListPath } from '../../../../resources/mercadolibre/questions';
import type { AnswerRecord } from '../../../../resources/marketplaceAnswerRecords';
import type { NotificationSentence, NotificationType } from '../../../../resources/notifications';
import type { AppContext } from '../../../context';
import { describeValue, MarketplaceAnswerError, objectRead, shownValue } from '../../shared/marketplaceAnswer';
import { announceUnreadableAnswer } from '../../shared/unreadableAnswerNotice';
import type { AccountRow } from '../accountRepository';
import { marketplaceSpokenNames } from '../../shared/marketplaceNames';

/** How each search the catch-up reads a page at a time is read, and told of when a page cannot be. */
interface Search {
  /** The page's field that lists what was found. */
  list: string;
  /** What the page is of, in Spanish: `página de ventas`. */
  page: string;
  /** The page as the sentence of its refusal names it. */
  record: AnswerRecord;
  type: NotificationType;
  sentence: NotificationSentence;
  /** The account's list, where the seller is led: no record of the page could be read to lead to. */
  link: (accountId: number) => string;
}

const searches = {
  orders: {
    list: 'results',
    page: 'página de ventas',
    record: 'sales_page',
    type: 'order',
    sentence: 'mercadolibre_orders_page_unreadable',
    link: (accountId) => filteredListPath(salesListPath, { channel_account_id: accountId }),
  },
  claims: {
    list: 'data',
    page: 'página de reclamos',
    record: 'claims_page',
    type: 'order',
    sentence: 'mercadolibre_claims_page_unreadable',
    link: (accountId) => filteredListPath(claimsListPath, { account_id: accountId }),
  },
  questions: {
    list: 'questions',
    page: 'página de preguntas',
    record: 'questions_page',
    type: 'question',
    sentence: 'mercadolibre_questions_page_unreadable',
    link: (accountId) => filteredListPath(questionsListPath, { account_id: accountId }),
  },
} as const satisfies Record<string, Search>;

export type SearchName = keyof typeof searches;

/**
 * A page of one of MercadoLibre's searches that is no object, or whose list is no list: it cannot be
 * told from the end of the search, so the round is refused rather than ended as if nothing had
 * changed. `value` says what the page held (`results = "ninguno"`), the same in every language.
 */
export class UnreadableSearchPage extends MarketplaceAnswerError {
  constructor(
    readonly search: SearchName,
    readonly value: string,
  ) {
    super(marketplaceSpokenNames.mercadolibre, { record: searches[search].record, value });
  }
}

/** The entries of a search page; no list (or null) is none. Anything else throws `UnreadableSearchPage`. */
export function searchPageEntries(search: SearchName, page: unknown): { entries: unknown[]; paging?: Record<string, unknown> } {
  const found = objectRead(page);
  if (!found) throw new UnreadableSearchPage(search, shownValue(page));
  const { list } = searches[search];
  const entries = found[list] ?? [];
  if (!Array.isArray(entries)) throw new UnreadableSearchPage(search, describeValue(list, entries));
  return { entries, paging: objectRead(found.paging) };
}

/**
 * Tells the seller a page of the account's search could not be read and why, once per account, search
 * and reason (its once-key): every round reads the same page again while MercadoLibre answers it the
 * same. Nothing of the page is named (none of it could be read): the notification leads to the account's list.
 */
async function announceUnreadableSearchPage(context: AppContext, account: AccountRow, error: UnreadableSearchPage): Promise<void> {
  const accountId = Number(account.id);
  const search = searches[error.search];
  await announceUnreadableAnswer(
    context,
    {
      type: search.type,
      marketplace: 'mercadolibre',
      resourceId: String(accountId),
      refused: `Una ${search.page} de Mercado Libre no se registró`,
      sentence: search.sentence,
      value: error.value,
      accountId,
      link: search.link(accountId),
    },
    `mercadolibre:unreadable:${error.search}-page:${accountId}:${error.value}`,
  );
}

/** A page's entries (`searchPageEntries`); a page that cannot be read is announced to the seller, then refused. */
export async function searchPageRead(context: AppContext, account: AccountRow, search: SearchName, page: unknown) {
  try {
    return searchPageEntries(search, page);
  } catch (error) {
    if (error instanceof UnreadableSearchPage) await announceUnreadableSearchPage(context, account, error);
    throw error;
  }
}
