import { errorSentencesEs } from '../i18n/errorSentencesEs';

/**
 * The server answers bad input with fixed Spanish field messages. Known ones map to i18n keys so
 * the form shows them in the chosen language: the validation words, and any of the server's
 * sentences said without values (a value already taken, a category inside itself), read from the
 * Spanish catalogue so a new sentence needs no second list. Unknown ones are shown as sent.
 */
const messageKeys: Readonly<Record<string, string>> = {
  'Este campo no puede estar vacio': 'app.validation.blank',
  'El valor no es válido': 'app.validation.invalid',
  'Campo no permitido': 'app.validation.not_allowed',
  ...Object.fromEntries(
    Object.entries(errorSentencesEs)
      .filter(([, sentence]) => typeof sentence === 'string' && !sentence.includes('%{'))
      .map(([key, sentence]) => [sentence, `app.errors.${key}`]),
  ),
};

export const toFormErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, messageKeys[message] ?? message]));
