import type { TranslateFunction } from 'react-admin';
import { errorSentencesEs } from '../i18n/errorSentencesEs';
import { sentenceText } from '../i18n/sentenceText';

/**
 * The server answers bad input with fixed Spanish field messages. Known ones map to i18n keys so
 * the form shows them in the chosen language even where the answer names no sentence for them: any
 * of the server's sentences said without values (a value already taken, a category inside itself),
 * read from the Spanish catalogue so a new sentence needs no second list, and the forms' own
 * validation words, listed last so the forms' keys win over the field sentences that say the same.
 * Unknown ones are shown as sent.
 */
const messageKeys: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(errorSentencesEs)
      .filter(([, sentence]) => typeof sentence === 'string' && !sentence.includes('%{'))
      .map(([key, sentence]) => [sentence, `app.errors.${key}`]),
  ),
  'Este campo no puede estar vacio': 'app.validation.blank',
  'El valor no es válido': 'app.validation.invalid',
  'Campo no permitido': 'app.validation.not_allowed',
};

export const toFormErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, messageKeys[message] ?? message]));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form errors of a refusal in the screen's language: each field whose message names its sentence
 * (`detail.fields`, values included: "El producto 12 no existe") is that sentence worded; any other
 * keeps its form error as it is.
 */
export const wordedFieldErrors = (errors: Record<string, string>, detail: unknown, translate: TranslateFunction): Record<string, string> => {
  const sentences = isRecord(detail) && isRecord(detail.fields) ? detail.fields : {};
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, sentenceText(error, sentences[name], translate)]));
};
