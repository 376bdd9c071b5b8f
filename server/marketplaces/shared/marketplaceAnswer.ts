import { type AnswerRecord, answerRecordWordsEs } from '../../../resources/marketplaceAnswerRecords';
import type { MessageSentence } from '../../../resources/messageDetail';
import { ApiError } from '../../http/errors';
import { integerColumnRange, wideIntegerColumnRange } from '../../http/boundedSchema';

/**
 * Reading a marketplace's answer before any of it reaches our records: its numbers and texts are
 * kept to what our columns hold, as our own input is (`server/http/boundedSchema.ts`), and an
 * answer that cannot be read is refused as a whole, naming what was wrong.
 */

/** The most units a count read from a marketplace is kept at: a quantity column's limit, as `listingTargets` caps ours. */
export const mostUnitsRead = integerColumnRange.maximum;

/**
 * What of an answer could not be read: the record (`un artículo`, `la orden 5`), its id when it is
 * named by it, and the value it held (`price = -5`, the same in every language); no value when the
 * record itself is no object.
 */
export interface AnswerFault {
  readonly record: AnswerRecord;
  readonly id?: string;
  readonly value?: string;
}

/** The sentences a fault is said with, as the Spanish message says them after the marketplace's name. */
const spanishSentences = {
  marketplace_invalid_record: (record: string) => `${record} que no es un objeto`,
  marketplace_invalid_content: (record: string, value: string) => `${record} trae ${value}`,
  marketplace_invalid_value: (record: string, value: string) => `${record} con ${value}`,
} as const satisfies Partial<Record<MessageSentence, unknown>>;

/** A record that is no object; one that holds the value (named by its id, or a page); any other, with it. */
const faultSentence = ({ record, id, value }: AnswerFault): keyof typeof spanishSentences => {
  if (value === undefined) return 'marketplace_invalid_record';
  return id !== undefined || record.endsWith('_page') ? 'marketplace_invalid_content' : 'marketplace_invalid_value';
};

/**
 * A marketplace answered something we cannot record (a count that is no count, a record that is no
 * record): 502 with why. The Spanish message says it whole; its sentence names the record by its code
 * and keeps the value as it is, so each language words it.
 */
export class MarketplaceAnswerError extends ApiError {
  constructor(marketplace: string, fault: AnswerFault) {
    const key = faultSentence(fault);
    const record = answerRecordWordsEs[fault.record].replace('%{id}', fault.id ?? '');
    super(502, 'marketplace_invalid_answer', `${marketplace} respondió datos no válidos: ${spanishSentences[key](record, fault.value ?? '')}`);
    this.worded(key, {
      marketplace,
      record: fault.record,
      ...(fault.id === undefined ? {} : { id: fault.id }),
      ...(fault.value === undefined ? {} : { value: fault.value }),
    });
  }
}

/** A value of an answer as a short text (its JSON, cut at 40 characters), the same in every language. */
export const shownValue = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(JSON.stringify(value) ?? value).slice(0, 40);

/** A JSON object (not an array, not null), else undefined. */
export const objectRead = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A count of units: a whole number of 0 or more, kept at `mostUnitsRead`; undefined when it is none. */
export function unitsRead(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return undefined;
  return Math.min(value, mostUnitsRead);
}

/** An amount that may be of either sign (a fee charged, one given back): a finite number; undefined when it is none. */
export const signedAmountRead = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** An amount of money: a finite number of 0 or more; undefined when it is none. */
export const amountRead = (value: unknown): number | undefined => {
  const amount = signedAmountRead(value);
  return amount !== undefined && amount >= 0 ? amount : undefined;
};

/**
 * A text of at most `max` characters; undefined when it is no text. Its NUL characters are gone
 * already: each connector takes them out of every answer as it arrives (`withoutNul`).
 */
export const textRead = (value: unknown, max: number): string | undefined => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** A text field of an answer: absent (or null) stays absent; anything but a text throws what `refused` makes. */
export function textFieldRead(value: unknown, max: number, refused: () => Error): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = textRead(value, max);
  if (text === undefined) throw refused();
  return text;
}

/** What an answer's value was, for the error that refuses it. */
export const describeValue = (name: string, value: unknown) => `${name} = ${shownValue(value)}`;

/**
 * The answer with every NUL character taken out of its texts, at any depth (PostgreSQL's text and
 * JSON refuse it, and no field of ours has a use for it): what a marketplace answered is stored,
 * shown and announced without it.
 */
export function withoutNul<T>(answer: T): T {
  if (typeof answer === 'string') return (answer.includes('\u0000') ? answer.replaceAll('\u0000', '') : answer) as T;
  if (Array.isArray(answer)) return answer.map((entry: unknown) => withoutNul(entry)) as T;
  // Only what JSON parses to: a file's bytes (a label's PDF) or any other object is left as it is.
  if (typeof answer !== 'object' || answer === null || Object.getPrototypeOf(answer) !== Object.prototype) return answer;
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [withoutNul(key), withoutNul(value)])) as T;
}

/** A date the marketplace stamped, as ISO text; undefined when it is none (a text no date parses from, a number). */
export function dateRead(value: unknown): string | undefined {
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/**
 * A marketplace's numeric id (a buyer's), kept in a 64-bit column: a whole number of 1 or more, as a
 * number or its digits, up to what a JSON number holds exactly; undefined when it is none or more.
 */
export const marketplaceIdRead = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= wideIntegerColumnRange.maximum ? id : undefined;
};
