import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRedirect, type Identifier } from 'react-admin';
import type { ValidationAnswer } from '../../../../resources/mercadolibre';
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
  const validation = useMutation({
    mutationFn: ({ productId, images }: { productId: Identifier; images: string[] }) =>
      dataProvider.validateNew(productId, images.length > 0 ? images : undefined),
    onSuccess: (answer: ValidationAnswer) =>
      answer.valid
        ? notify('app.mercadolibre.notifications.validated', { type: 'success' })
        : notify('app.mercadolibre.notifications.validate_error', { type: 'error' }),
    onError: () => notify('app.mercadolibre.notifications.validate_error', { type: 'error' }),
  });
  const publication = useMutation({
    mutationFn: (id: Identifier) => dataProvider.publish(id),
    onSuccess: (published) => {
      notify('app.mercadolibre.notifications.published', { type: 'success' });
      redirect('edit', publicationsResource, published.id);
    },
    onError: () => notify('app.mercadolibre.notifications.publish_error', { type: 'error' }),
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
