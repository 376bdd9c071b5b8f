import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { MarketplaceDataProvider } from '../marketplaceDataProvider';

export interface MercadoLibreCategoryNameProps {
  /** MercadoLibre's category id, e.g. `MLM1621`. */
  readonly id: string;
  /** The name when the screen already has it (a category prediction answers both). */
  readonly knownName?: string;
}

/**
 * A MercadoLibre category said by its name, "Cafeteras (MLM1621)". Names change seldom, so each is
 * asked once per session; until it arrives, or when it cannot be read, the id is said as a category.
 */
export const MercadoLibreCategoryName = ({ id, knownName }: MercadoLibreCategoryNameProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const { data } = useQuery({
    queryKey: ['mercadolibre', 'category', id],
    queryFn: () => dataProvider.getCategory(id),
    enabled: !knownName,
    staleTime: Infinity,
    retry: false,
  });
  const name = knownName ?? data?.name;
  return <span>{name ? `${name} (${id})` : translate('app.mercadolibre.category_code', { id })}</span>;
};
