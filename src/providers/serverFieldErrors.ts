import type { TranslateFunction } from 'react-admin';
import { fieldDetailsOf, sentenceText } from '../i18n/sentenceText';

/**
 * The form errors of a refusal in the screen's language: each field whose message names its sentence
 * (`detail.fields`, values included: "El producto 12 no existe") is that sentence worded; any other
 * (a marketplace's own words) is shown as the server sent it.
 */
export const wordedFieldErrors = (errors: Record<string, string>, detail: unknown, translate: TranslateFunction): Record<string, string> => {
  const sentences = fieldDetailsOf(detail);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, sentenceText(error, sentences[name], translate)]));
};
