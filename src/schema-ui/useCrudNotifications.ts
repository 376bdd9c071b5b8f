import { useBasename, useNavigate, useNotify, useRedirect, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { refusalSentence } from './serverReason';

type Action = 'create' | 'update' | 'delete';

const keys: Record<Action, { success: string; error: string; errorWithReason: string }> = {
  create: { success: 'app.notification.created', error: 'app.notification.create_error', errorWithReason: 'app.notification.create_error_reason' },
  update: { success: 'app.notification.updated', error: 'app.notification.update_error', errorWithReason: 'app.notification.update_error_reason' },
  delete: { success: 'app.notification.deleted', error: 'app.notification.delete_error', errorWithReason: 'app.notification.delete_error_reason' },
};

/**
 * mutationOptions that show the product's own CRUD toasts ('creado correctamente' / 'Error al crear' …).
 * Replacing react-admin's defaults also replaces its redirect, so the list is the destination here,
 * unless `redirectTo` says 'back' (to the page that opened the form, e.g. the record's sheet, so that
 * Back from there leaves for where the seller was before it), names the saved record's own path, or is
 * false (stay and reload). The record's own path takes the place of the page that saved it in the
 * history: Back from a product just created leaves for where the seller came from, not an empty
 * creation form.
 * An error toast keeps the product's words and adds the server's reason after them, so the user knows why.
 */
export const useCrudNotifications = (action: Action, redirectTo: 'list' | 'back' | false | ((record: RaRecord) => string) = 'list') => {
  const notify = useNotify();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const basename = useBasename();
  const refresh = useRefresh();
  const resource = useResourceContext();
  const translate = useTranslate();
  return {
    onSuccess: (saved?: unknown) => {
      notify(keys[action].success, { type: 'success' });
      // A path of the saved record is given to a create or an update, whose result is that record.
      if (typeof redirectTo === 'function') navigate(`${basename}${redirectTo(saved as RaRecord)}`, { replace: true, state: { _scrollToTop: true } });
      else if (redirectTo === 'back') navigate(-1);
      else if (redirectTo) redirect(redirectTo, resource);
      else refresh();
    },
    onError: (error?: unknown) => {
      // A form shows each field's message beside its field: the toast says the refusal's sentence alone.
      const reason = refusalSentence(error, translate);
      if (reason) notify(keys[action].errorWithReason, { type: 'error', messageArgs: { reason } });
      else notify(keys[action].error, { type: 'error' });
    },
  };
};
