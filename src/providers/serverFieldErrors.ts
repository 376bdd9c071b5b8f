/**
 * The server answers bad input with fixed Spanish field messages. Known ones map to
 * i18n keys so the form shows them in the chosen language; unknown ones are shown as sent.
 */
const messageKeys: Readonly<Record<string, string>> = {
  'Este campo no puede estar vacio': 'app.validation.blank',
  'El valor no es válido': 'app.validation.invalid',
  'Campo no permitido': 'app.validation.not_allowed',
};

export const toFormErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, messageKeys[message] ?? message]));
