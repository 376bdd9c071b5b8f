import { useNotify, useTranslate } from 'react-admin';
import { type FieldLabels, serverReason } from './serverReason';

/**
 * Says that an action failed, and why when the server said it: "No se pudo sincronizar el stock: La
 * cuenta no tiene publicaciones activas o pausadas" rather than only the first half. An action that
 * sends fields of its own names their labels (`labels`), by which the reason names each refused field.
 */
export const useNotifyFailure = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return (messageKey: string, error: unknown, labels?: FieldLabels) => {
    const reason = serverReason(error, translate, labels);
    if (reason) notify('app.notification.failed_with_reason', { type: 'error', messageArgs: { failure: translate(messageKey), reason } });
    else notify(messageKey, { type: 'error' });
  };
};
