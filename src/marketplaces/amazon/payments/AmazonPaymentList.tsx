import { MarketplaceAccountFilter } from '../../accounts/MarketplaceAccountFilter';
import { SchemaList, schemaFilters } from '../../../schema-ui';
import { useSearchFromNotification } from '../../mercadolibre/useSearchFromNotification';
import { useGlobalMarketplace } from '../useGlobalMarketplace';
import { AmazonSaleLinkField } from '../sales/AmazonSaleLinkField';
import { AmazonPaymentFeesField, AmazonPaymentName, amazonPaymentAsShown } from './amazonPaymentFields';
import { amazonPaymentsDeclaration } from './amazonPaymentsResource';

// An account id typed by hand means nothing to a seller: the account is chosen by its name. The marketplace is the menu entry's.
const filters = [
  ...schemaFilters(amazonPaymentsDeclaration, ['account_id', 'channel']),
  <MarketplaceAccountFilter key="account_id" marketplace="amazon" source="account_id" alwaysOn />,
];

// A credit to the account (a reimbursement) is money received: no fee, its amount the row's net, on the screen and in the CSV alike.
// Each order's sale a link to its row in the sales list.
const fields = { fees: <AmazonPaymentFeesField source="fees" />, amazon_order_id: <AmazonSaleLinkField source="amazon_order_id" /> };

/**
 * /amazon/pagos: each order's money (item price, Amazon's fees, refunds, net) with its status in
 * words, and each charge or credit Amazon made to the account outside any order with its type in
 * words (a credit, money received, under its net, not among the fees, in the CSV too), of Amazon or of the marketplace `?marketplace=` names (Linio, Claro Shop); cards on a
 * phone. A refund's notification links `?busqueda={order id}`, which becomes the list's search filter.
 */
const AmazonPaymentList = () => {
  const scope = useGlobalMarketplace(amazonPaymentsDeclaration.name);
  const searchRedirect = useSearchFromNotification();
  if (searchRedirect) return searchRedirect;
  // A phone's card is titled as the row's sheet is: "Pago 702-…", or a charge by its type in words (it has no order id to show).
  return (
    <SchemaList
      declaration={amazonPaymentsDeclaration}
      filters={filters}
      scope={scope}
      fields={fields}
      exportedAs={amazonPaymentAsShown}
      cardTitle={<AmazonPaymentName />}
    />
  );
};

export default AmazonPaymentList;
