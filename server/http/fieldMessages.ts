import { fieldMessages } from '../../resources';
import type { MessageDetail, MessageParams, MessageSentence } from '../../resources/messageDetail';

/**
 * A field's message: its Spanish text, which the answer's `fields` map carries as it always did (for
 * API clients), and the sentence a screen words it by in its reader's language (`detail.fields`).
 * Only a marketplace's own words come without a sentence: they are shown as it wrote them.
 */
export interface FieldMessage {
  readonly text: string;
  readonly detail?: MessageDetail;
}

export type FieldErrors = Record<string, FieldMessage>;

/** A field's message that is one of the server's sentences, with its values. */
export const fieldSaying = (text: string, key: MessageSentence, params: MessageParams = {}): FieldMessage => ({ text, detail: { key, params } });

/** What a marketplace said of a field, in its own words. */
export const marketplaceWords = (text: string): FieldMessage => ({ text });

const unknownFieldMessage = 'Campo no permitido';
export const blankField = fieldSaying(fieldMessages.blank, 'field_blank');
export const invalidField = fieldSaying(fieldMessages.invalid, 'field_invalid');
export const unknownField = fieldSaying(unknownFieldMessage, 'field_not_allowed');

/** The sentence a field's message names beside the error's own, so a form words its fields too. */
export interface ErrorDetail extends MessageDetail {
  readonly fields?: Readonly<Record<string, MessageDetail>>;
}

/**
 * The members an error's fields give its body: `fields` keeps each Spanish text, and the error's
 * `detail` gains the sentences of the fields that have one.
 */
export function fieldMembers(fields: FieldErrors | undefined, detail: MessageDetail | undefined): { fields?: Record<string, string>; detail?: ErrorDetail } {
  if (!fields) return { detail };
  const entries = Object.entries(fields);
  const texts = Object.fromEntries(entries.map(([name, field]) => [name, field.text]));
  const sentences = Object.fromEntries(entries.flatMap(([name, field]) => (field.detail ? [[name, field.detail]] : [])));
  return { fields: texts, detail: detail && Object.keys(sentences).length > 0 ? { ...detail, fields: sentences } : detail };
}

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  data?: unknown;
  /** The schema holding the failed keyword (Ajv's verbose mode); a declared `x-message` replaces the generic one. */
  parentSchema?: Record<string, unknown>;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A field's declared message (`x-message`, with its sentence in `x-sentence`), when its schema declares one. */
const declaredMessage = (schema: Record<string, unknown> | undefined): FieldMessage | undefined => {
  const text = schema?.['x-message'];
  const sentence = schema?.['x-sentence'];
  return typeof text === 'string' && typeof sentence === 'string' ? fieldSaying(text, sentence as MessageSentence) : undefined;
};

/** Turns schema violations into the fixed Spanish field messages the client shows verbatim, each with its sentence. */
export function fieldErrorsFrom(errors: readonly SchemaError[], requiredFields: ReadonlySet<string> = new Set()): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') {
      fields[String(error.params.missingProperty)] ??= blankField;
    } else if (error.keyword === 'additionalProperties') {
      fields[String(error.params.additionalProperty)] ??= unknownField;
    } else {
      const name = path[0] ?? '_';
      // An empty text fails minLength/pattern only because it is empty; a null fails a required field's type.
      const emptied = ['minLength', 'pattern'].includes(error.keyword) || requiredFields.has(name);
      const blank = path.length === 1 && emptied && isBlank(error.data);
      const declared = path.length === 1 ? declaredMessage(error.parentSchema) : undefined;
      fields[name] ??= blank ? blankField : (declared ?? invalidField);
    }
  }
  return fields;
}
