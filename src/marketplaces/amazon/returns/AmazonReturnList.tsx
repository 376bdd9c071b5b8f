import { SchemaList, schemaFilters } from '../../../schema-ui';
import { useSearchFromNotification } from '../../mercadolibre/useSearchFromNotification';
import { AmazonReturnRestock } from './AmazonReturnRestock';
import { amazonReturnsDeclaration } from './amazonReturnsResource';

// An account id typed by hand means nothing to a seller: the list filters by search, status, reason and order.
const filters = schemaFilters(amazonReturnsDeclaration, ['account_id']);

/**
 * /amazon/devoluciones: each returned line (order, SKU, product, quantity) with its reason and
 * status in words and the date the buyer asked; cards on a phone. `?busqueda={order id}` becomes
 * the list's search filter. A return Amazon closed asks whether its units go back on the shelf.
 */
const AmazonReturnList = () => {
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  return <SchemaList declaration={amazonReturnsDeclaration} filters={filters} rowActions={<AmazonReturnRestock />} />;
};

export default AmazonReturnList;
