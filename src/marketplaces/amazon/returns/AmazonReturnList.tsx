import { TextField } from 'react-admin';
import { SchemaList, schemaFilters } from '../../../schema-ui';
import { AmazonSaleLinkField } from '../sales/AmazonSaleLinkField';
import { useSearchFromNotification } from '../../mercadolibre/useSearchFromNotification';
import { useGlobalMarketplace } from '../useGlobalMarketplace';
import { AmazonReturnRestock } from './AmazonReturnRestock';
import { AmazonReturnStockField } from './AmazonReturnStockField';
import { amazonReturnsDeclaration } from './amazonReturnsResource';

// An account id typed by hand means nothing to a seller, and the marketplace is the menu entry's: the list filters by search, status, reason and order.
const filters = schemaFilters(amazonReturnsDeclaration, ['account_id', 'channel']);

const fields = {
  restock_decision: <AmazonReturnStockField source="restock_decision" />,
  amazon_order_id: <AmazonSaleLinkField source="amazon_order_id" />,
};

// A phone's card is itself a link to the return: its title, the order id, is text.
const cardTitle = <TextField source="amazon_order_id" />;

/**
 * /amazon/devoluciones: each returned line (order, SKU, product, quantity) with its reason and
 * status in words and the date the buyer asked, of Amazon or of the marketplace `?marketplace=`
 * names (Linio, Claro Shop); cards on a phone; each order id a link to its sale. `?busqueda={order id}` becomes
 * the list's search filter. A return Amazon closed asks whether its units go back on the shelf.
 */
const AmazonReturnList = () => {
  const scope = useGlobalMarketplace(amazonReturnsDeclaration.name);
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  return (
    <SchemaList
      declaration={amazonReturnsDeclaration}
      filters={filters}
      rowActions={<AmazonReturnRestock />}
      scope={scope}
      fields={fields}
      cardTitle={cardTitle}
    />
  );
};

export default AmazonReturnList;
