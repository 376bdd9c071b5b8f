import { filteredListPath } from '../../../../resources/listLinks';
import { salesListPath } from '../../../../resources/mercadolibre/messages';
import type { AppContext } from '../../../context';
import { describeValue, MarketplaceAnswerError, objectRead, shownValue } from '../../shared/marketplaceAnswer';
import { announceUnreadableAnswer } from '../../shared/unreadableAnswerNotice';
import type { AccountRow } from '../accountRepository';

/**
 * A page of MercadoLibre's order search that is no object, or whose `results` is no list: it cannot
 * be told from the end of the search, so the round is refused rather than ended as if nothing had
 * changed. `value` says what the page held (`results = "ninguno"`), the same in every language.
 */
export class UnreadableOrderSearch extends MarketplaceAnswerError {
  constructor(readonly value: string) {
    super('Mercado Libre', `una página de ventas trae ${value}`);
  }
}

/** The entries of an order search page; no `results` (or null) is none. Anything else throws `UnreadableOrderSearch`. */
export function orderSearchEntries(page: unknown): { entries: unknown[]; paging?: Record<string, unknown> } {
  const found = objectRead(page);
  if (!found) throw new UnreadableOrderSearch(shownValue(page));
  const results = found.results ?? [];
  if (!Array.isArray(results)) throw new UnreadableOrderSearch(describeValue('results', results));
  return { entries: results, paging: objectRead(found.paging) };
}

/**
 * Tells the seller a page of the account's order search could not be read and why, once per account
 * and reason (its once-key): every round reads the same page again while MercadoLibre answers it the
 * same. No sale is named (none could be read): the notification leads to the account's sales.
 */
export async function announceUnreadableOrderSearch(context: AppContext, account: AccountRow, error: UnreadableOrderSearch): Promise<void> {
  const accountId = Number(account.id);
  await announceUnreadableAnswer(
    context,
    {
      type: 'order',
      marketplace: 'mercadolibre',
      resourceId: String(accountId),
      refused: 'Una página de ventas de Mercado Libre no se registró',
      sentence: 'mercadolibre_orders_page_unreadable',
      value: error.value,
      accountId,
      link: filteredListPath(salesListPath, { channel_account_id: accountId }),
    },
    `mercadolibre:unreadable:orders-page:${accountId}:${error.value}`,
  );
}
