import { HttpError, type TranslateFunction } from 'react-admin';

/**
 * Why the server refused a write, for the user to read: a refused delete names the records that
 * still use it (said in the user's language), anything else keeps the server's own message.
 */
export const serverReason = (error: unknown, translate: TranslateFunction): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const { usedBy } = (error.body ?? {}) as { usedBy?: unknown };
  if (typeof usedBy === 'string') {
    const name = translate(`resources.${usedBy}.name`, { smart_count: 2, _: usedBy });
    return translate('app.notification.in_use', { name: name.toLocaleLowerCase() });
  }
  const message = error.message.trim();
  return message ? translate(message, { _: message }) : undefined;
};
