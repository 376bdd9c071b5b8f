import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useRedirect, useTranslate, type Identifier } from 'react-admin';
import type { PublicationAction } from '../../../../resources/mercadolibre';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { publicationsResource } from './publicationsResource';
import { failureReason } from '../../../schema-ui/serverReason';

/** The row and sheet actions (all but `edit`). */
export type PublicationRowAction = Exclude<PublicationAction, 'edit'>;

/** The fixed toasts of validate and publish; the other actions have their own keys. */
const toastKeys: Readonly<Record<PublicationRowAction, { success: string; error: string }>> = {
  validate: { success: 'app.mercadolibre.notifications.validated', error: 'app.mercadolibre.notifications.validate_error' },
  publish: { success: 'app.mercadolibre.notifications.published', error: 'app.mercadolibre.notifications.publish_error' },
  pause: { success: 'app.mercadolibre.notifications.paused', error: 'app.mercadolibre.notifications.action_error' },
  resume: { success: 'app.mercadolibre.notifications.resumed', error: 'app.mercadolibre.notifications.action_error' },
  close: { success: 'app.mercadolibre.notifications.closed', error: 'app.mercadolibre.notifications.action_error' },
  delete_mercadolibre: { success: 'app.mercadolibre.notifications.deleted_mercadolibre', error: 'app.mercadolibre.notifications.action_error' },
  delete: { success: 'app.mercadolibre.notifications.deleted', error: 'app.mercadolibre.notifications.action_error' },
};

/** A validation that found errors is reported as a failed validation. */
class ValidationFailed extends Error {}

/** The publication actions: each run is one request, its toast, then every publication query is reloaded. */
export const usePublicationAction = ({ redirectOnDelete = false } = {}) => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const call = async ({ action, id }: { action: PublicationRowAction; id: Identifier }): Promise<void> => {
    if (action === 'validate') {
      const answer = await dataProvider.validate(id);
      if (!answer.valid) throw new ValidationFailed();
      return;
    }
    if (action === 'delete') {
      await dataProvider.delete(publicationsResource, { id });
      return;
    }
    const methods = {
      publish: dataProvider.publish,
      pause: dataProvider.pause,
      resume: dataProvider.resume,
      close: dataProvider.close,
      delete_mercadolibre: dataProvider.deleteOnMercadoLibre,
    };
    await methods[action](id);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: call,
    onSuccess: (_answer, { action }) => {
      notify(toastKeys[action].success, { type: 'success' });
      if (action === 'delete' && redirectOnDelete) redirect('list', publicationsResource);
    },
    onError: (error, { action }) => {
      const reason = failureReason(error, translate);
      // Publishing says MercadoLibre's reason after its fixed words (e.g. which field it refused).
      if (action === 'publish' && error instanceof HttpError && reason)
        notify('app.mercadolibre.publishing.publish_error_reason', { type: 'error', messageArgs: { reason } });
      else notify(toastKeys[action].error, { type: 'error', messageArgs: { reason } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [publicationsResource] }),
  });
  return { run: (action: PublicationRowAction, id: Identifier) => mutate({ action, id }), isPending };
};
