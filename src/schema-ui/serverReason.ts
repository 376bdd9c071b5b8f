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

/**
 * Why the server refused a request, for the user to read in their language: the refusal's sentence,
 * then what it said of the fields sent (`detail.fields`), each said once and not when it repeats the
 * sentence — "The data sent is not valid: Product 12 does not exist". A dialog or an action has no
 * field to show them beside, so every screen that shows a server's error outside a form says it
 * through here. A field message without a sentence (a marketplace's own words) is already in the
 * refusal's message.
 */
export const serverReason = (error: unknown, translate: TranslateFunction): string | undefined => {
  const reason = refusalSentence(error, translate);
  if (!reason || !(error instanceof HttpError)) return reason;
  const { detail } = (error.body ?? {}) as { detail?: unknown };
  const worded = Object.values(fieldDetailsOf(detail)).map((field) => sentenceText('', field, translate));
  const fields = [...new Set(worded)].filter((field) => field && field !== reason);
  return fields.length > 0 ? translate('app.notification.refusal_with_fields', { reason, fields: fields.join('; ') }) : reason;
};

/** Why a request failed, for a message that always says a reason: the server's, else the error's own text (a request that never reached it). */
export const failureReason = (error: unknown, translate: TranslateFunction): string =>
  serverReason(error, translate) ?? (error instanceof Error ? error.message : '');
