import { HttpError, type TranslateFunction } from 'react-admin';
import { fieldDetailsOf, sentenceText } from '../i18n/sentenceText';

/**
 * The sentence of a refusal alone, in the user's language: the one its answer names (`detail`), else
 * its own message. A form says this much, since it shows each field's message beside its field.
 */
export const refusalSentence = (error: unknown, translate: TranslateFunction): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const { detail } = (error.body ?? {}) as { detail?: unknown };
  const message = error.message.trim();
  const reason = sentenceText(message ? translate(message, { _: message }) : '', detail, translate);
  return reason || undefined;
};

/** The resource a refusal's call was of, when the data provider kept it (`resource`). */
const refusedResource = (error: HttpError): string | undefined => {
  const { resource } = (error.body ?? {}) as { resource?: unknown };
  return typeof resource === 'string' ? resource : undefined;
};

/**
 * How a screen names the fields it sends: the resource whose forms label them (react-admin's
 * `resources.<resource>.fields.<field>`), or each field's label key as its own dialog shows it.
 */
export type FieldLabels = string | Readonly<Record<string, string>>;

const labelKey = (field: string, labels: FieldLabels): string | undefined =>
  typeof labels === 'string' ? `resources.${labels}.fields.${field}` : labels[field];

/** A field's message with the field's name as the screen labels it ("Title: This field cannot be empty"), or alone when it has none. */
const namedFieldMessage = (message: string, field: string, labels: FieldLabels | undefined, translate: TranslateFunction): string => {
  const key = labels === undefined ? undefined : labelKey(field, labels);
  if (key === undefined) return message;
  const label = translate(key, { _: key });
  return label === key ? message : translate('app.notification.field_message', { field: label, message });
};

/**
 * Why the server refused a request, for the user to read in their language: the refusal's sentence,
 * then what it said of the fields sent (`detail.fields`), each with its field's name when the screen
 * names it (`labels`, else the resource the data provider kept), and none that repeats the sentence
 * — "The data sent is not valid: Title: This field cannot be empty; Reference: This field cannot be
 * empty". A message said of fields with no name is said once. A dialog or an action has no field to
 * show them beside, so every screen that shows a server's error outside a form says it through here,
 * and one that sends fields of its own names their labels. A field message without a sentence (a
 * marketplace's own words) is already in the refusal's message.
 */
export const serverReason = (error: unknown, translate: TranslateFunction, labels?: FieldLabels): string | undefined => {
  const reason = refusalSentence(error, translate);
  if (!reason || !(error instanceof HttpError)) return reason;
  const { detail } = (error.body ?? {}) as { detail?: unknown };
  const named = labels ?? refusedResource(error);
  const worded = Object.entries(fieldDetailsOf(detail)).flatMap(([field, sentence]) => {
    const message = sentenceText('', sentence, translate);
    return message && message !== reason ? [namedFieldMessage(message, field, named, translate)] : [];
  });
  const fields = [...new Set(worded)];
  return fields.length > 0 ? translate('app.notification.refusal_with_fields', { reason, fields: fields.join('; ') }) : reason;
};

/** Why a request failed, for a message that always says a reason: the server's, else the error's own text (a request that never reached it). */
export const failureReason = (error: unknown, translate: TranslateFunction, labels?: FieldLabels): string =>
  serverReason(error, translate, labels) ?? (error instanceof Error ? error.message : '');
