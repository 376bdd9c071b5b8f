import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MercadoLibrePublication } from '../../../../resources/mercadolibre';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { useActiveMercadoLibreAccount } from '../../accounts/useMarketplaceAccounts';
import { shippingMethodNames } from './shippingMethodNames';

export type DraftPublication = Pick<MercadoLibrePublication, 'id' | 'title' | 'price' | 'category_id' | 'listing_type_id'>;

/**
 * What the seller sees before publishing: the predicted category, the listing types of that
 * category, its shipping methods and the fee of each listing type (MXN), each from our server.
 */
export const usePublicationListingDetails = (draft: DraftPublication | null) => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const account = useActiveMercadoLibreAccount();
  const title = draft?.title ?? '';
  const prediction = useQuery({
    queryKey: ['mercadolibre', 'categoryPrediction', title],
    queryFn: () => dataProvider.predictCategory(title),
    enabled: title !== '',
  });
  const categoryId = draft?.category_id ?? prediction.data?.category_id ?? '';
  const enabled = categoryId !== '';
  const types = useQuery({
    queryKey: ['mercadolibre', 'publicationTypes', categoryId],
    queryFn: () => dataProvider.getPublicationTypes(categoryId),
    enabled,
  });
  const shipping = useQuery({
    queryKey: ['mercadolibre', 'shippingMethods', categoryId, account?.id],
    queryFn: async () => shippingMethodNames(await dataProvider.getShippingMethods(categoryId, account?.id)),
    enabled,
  });
  const price = Number(draft?.price ?? 0);
  const fees = useQuery({
    queryKey: ['mercadolibre', 'listingPrices', categoryId, price],
    queryFn: () => dataProvider.getListingPrices({ price, categoryId }),
    enabled: enabled && price > 0,
  });
  return {
    categoryId,
    categoryName: prediction.data?.category_id === categoryId ? prediction.data.category_name : undefined,
    listingTypes: types.data ?? [],
    shippingMethods: shipping.data ?? [],
    fees: fees.data ?? [],
    isPending: prediction.isLoading || types.isLoading || shipping.isLoading || fees.isLoading,
  };
};
