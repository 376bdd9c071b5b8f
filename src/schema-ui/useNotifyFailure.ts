import { useNotify, useTranslate } from 'react-admin';
import { serverReason } from './serverReason';

/**
 * Says that an action failed, and why when the server said it: "No se pudo sincronizar el stock: La
 * cuenta no tiene publicaciones activas o pausadas" rather than only the first half.
 */
export const useNotifyFailure = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return (messageKey: string, error: unknown) => {
    const reason = serverReason(error, translate);
    if (reason) notify('app.notification.failed_with_reason', { type: 'error', messageArgs: { failure: translate(messageKey), reason } });
    else notify(messageKey, { type: 'error' });
  };
};
