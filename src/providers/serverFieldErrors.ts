/**
 * The server answers bad input with fixed Spanish field messages. Known ones map to
 * i18n keys so the form shows them in the chosen language (a refusal that also names its sentence,
 * as a value already taken, by that sentence's words); unknown ones are shown as sent.
 */
const messageKeys: Readonly<Record<string, string>> = {
  'Este campo no puede estar vacio': 'app.validation.blank',
  'El valor no es válido': 'app.validation.invalid',
  'Campo no permitido': 'app.validation.not_allowed',
  'Ya existe un registro con este valor': 'app.errors.value_taken',
  'No puedes desactivar tu propia cuenta': 'app.errors.own_account_disabled',
};

export const toFormErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, messageKeys[message] ?? message]));
