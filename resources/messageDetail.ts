import { messageSentences, type MessageSentence } from './messageSentences';

export { messageSentences, type MessageSentence } from './messageSentences';

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A sentence the server writes in Spanish, also stored in a form each reader's language can word:
 * `key` names the sentence (the screens word it as `app.errors.<key>`), `params` holds its values.
 * The Spanish text stays beside it (an API error's `message`, a task item's reason), for API
 * clients and for any text without a sentence (an unexpected error, rows stored before the sentence
 * existed). A marketplace's own words travel as a value (`reason`), shown as the marketplace wrote them.
 */
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

/** The detail a column stores as JSON; none for rows stored before the column existed, or without a sentence. */
export const storedMessageDetail = (text: string | null | undefined): MessageDetail | null => (text ? (messageDetailOf(JSON.parse(text)) ?? null) : null);
