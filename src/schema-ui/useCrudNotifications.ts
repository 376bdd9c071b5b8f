import { useNotify, useRedirect, useRefresh, useResourceContext } from 'react-admin';

type Action = 'create' | 'update' | 'delete';

const keys: Record<Action, { success: string; error: string }> = {
  create: { success: 'app.notification.created', error: 'app.notification.create_error' },
  update: { success: 'app.notification.updated', error: 'app.notification.update_error' },
  delete: { success: 'app.notification.deleted', error: 'app.notification.delete_error' },
};

/**
 * mutationOptions that show the product's own CRUD toasts ('creado correctamente' / 'Error al crear' …).
 * Replacing react-admin's defaults also replaces its redirect, so the list is the destination here.
 */
export const useCrudNotifications = (action: Action, redirectTo: 'list' | false = 'list') => {
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const resource = useResourceContext();
  return {
    onSuccess: () => {
      notify(keys[action].success, { type: 'success' });
      if (redirectTo) redirect(redirectTo, resource);
      else refresh();
    },
    onError: () => {
      notify(keys[action].error, { type: 'error' });
    },
  };
};
