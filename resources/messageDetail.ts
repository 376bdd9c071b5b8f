/**
 * A sentence the server writes in Spanish, also stored in a form each reader's language can word:
 * `key` names the sentence (the task screens word it as `app.tasks.errors.<key>`), `params` holds its
 * values. The Spanish text stays beside it, for API clients and for any text without a sentence (an
 * unexpected error, rows stored before the sentence existed). A marketplace's own words travel as a
 * value (`reason`), shown as the marketplace wrote them.
 */
export const messageSentences = [
  'publication_missing',
  'publication_action_refused',
  'publication_not_listed',
  'publication_without_product',
  'no_category_suggested',
  'marketplace_answered',
  'marketplace_no_answer',
  'marketplace_invalid_answer',
  'marketplace_throttled',
  'account_disconnected',
  'amazon_account_missing',
  'amazon_listing_refused',
  'amazon_offers_refused',
  'amazon_nothing_listed',
] as const;
export type MessageSentence = (typeof messageSentences)[number];

export type MessageParams = Readonly<Record<string, string | number>>;

export interface MessageDetail {
  key: MessageSentence;
  params: MessageParams;
}

const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number');

/** The detail a value holds, or undefined when it holds none or a sentence this reader does not know (then the text is shown). */
export function messageDetailOf(value: unknown): MessageDetail | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, params } = value as Record<string, unknown>;
  return messageSentences.includes(key as MessageSentence) && isParams(params) ? { key: key as MessageSentence, params } : undefined;
}
