import { useLocation } from 'react-router-dom';
import { defaultGlobalMarketplace, type GlobalMarketplace, isGlobalMarketplace } from '../../../resources/globalMarketplace';

/**
 * The marketplace a global screen shows: `?marketplace=` (Linio, Claro Shop), else Amazon. Its
 * records are those whose `channel` is that marketplace; each marketplace keeps its own list
 * settings (`storeKey`), so Amazon's entry never opens with Linio's filters.
 */
export const useGlobalMarketplace = (resource: string): { marketplace: GlobalMarketplace; filter: { channel: GlobalMarketplace }; storeKey: string } => {
  const requested = new URLSearchParams(useLocation().search).get('marketplace');
  const marketplace = isGlobalMarketplace(requested) ? requested : defaultGlobalMarketplace;
  return { marketplace, filter: { channel: marketplace }, storeKey: `${resource}.${marketplace}` };
};
