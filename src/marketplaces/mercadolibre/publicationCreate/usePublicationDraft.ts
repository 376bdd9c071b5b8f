import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRedirect, useTranslate, type Identifier } from 'react-admin';
import type { ValidationAnswer } from '../../../../resources/mercadolibre';
import { serverReason } from '../../../schema-ui/serverReason';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { publicationsResource } from '../publications/publicationsResource';
import type { DraftPublication } from './usePublicationListingDetails';

/**
 * The "Publicar en Mercado Libre" flow: validate the product (which creates or updates its
 * publication), then publish that publication, with the fixed toasts of both.
 */
export const usePublicationDraft = () => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  /** The fixed failure toast, with the server's reason after it when it gave one. */
  const failed = (key: 'validate_error' | 'publish_error') => (error: unknown) => {
    const reason = serverReason(error, translate);
    if (reason) notify(`app.mercadolibre.publishing.${key}_reason`, { type: 'error', messageArgs: { reason } });
    else notify(`app.mercadolibre.notifications.${key}`, { type: 'error' });
  };
  const validation = useMutation({
    mutationFn: ({ productId, images }: { productId: Identifier; images: string[] }) =>
      dataProvider.validateNew(productId, images.length > 0 ? images : undefined),
    onSuccess: (answer: ValidationAnswer) =>
      answer.valid
        ? notify('app.mercadolibre.notifications.validated', { type: 'success' })
        : notify('app.mercadolibre.notifications.validate_error', { type: 'error' }),
    onError: failed('validate_error'),
  });
  const publication = useMutation({
    mutationFn: (id: Identifier) => dataProvider.publish(id),
    onSuccess: (published) => {
      notify('app.mercadolibre.notifications.published', { type: 'success' });
      redirect('edit', publicationsResource, published.id);
    },
    onError: failed('publish_error'),
  });
  const answer = validation.data;
  const draft: DraftPublication | null = answer?.publication ?? null;
  return {
    validate: validation.mutate,
    isValidating: validation.isPending,
    answer,
    draft,
    publish: publication.mutate,
    isPublishing: publication.isPending,
    reset: validation.reset,
  };
};
