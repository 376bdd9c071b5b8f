import { SchemaList, schemaFilters } from '../../../schema-ui';
import { useSearchFromNotification } from '../../mercadolibre/useSearchFromNotification';
import { amazonPaymentsDeclaration } from './amazonPaymentsResource';

// An account id typed by hand means nothing to a seller: the list filters by search, status and order.
const filters = schemaFilters(amazonPaymentsDeclaration, ['account_id']);

/**
 * /amazon/pagos: each order's money (item price, Amazon's fees, refunds, net) with its status in
 * words; cards on a phone. A refund's notification links `?busqueda={order id}`, which becomes the
 * list's search filter.
 */
const AmazonPaymentList = () => {
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  return <SchemaList declaration={amazonPaymentsDeclaration} filters={filters} />;
};

export default AmazonPaymentList;
