import { useRecordContext } from 'react-admin';
import { defaultGlobalMarketplace, globalMarketplacePath, isGlobalMarketplace } from '../../../../resources/globalMarketplace';
import { filteredListPath } from '../../../../resources/listLinks';
import { noValue } from '../../../schema-ui/noValue';
import { RowLink } from '../../../schema-ui/RowLink';

/**
 * The sale a record of the global screens is about (a return, a payment), by its order id, a link to
 * its marketplace's sales list searching for it, where the sale's row shows what was sold and its
 * shipment. The sales list shows the ERP orders sales became: a sale not imported (no `order_id`)
 * is its id as text; a dash where there is none (a charge to the account). `source` names the field for its label.
 */
export const AmazonSaleLinkField = (_props: { readonly source?: string }) => {
  const record = useRecordContext();
  const orderId = record?.amazon_order_id;
  if (typeof orderId !== 'string' || orderId === '') return <RowLink to={undefined}>{noValue}</RowLink>;
  const marketplace = isGlobalMarketplace(record?.channel) ? record.channel : defaultGlobalMarketplace;
  return <RowLink to={record?.order_id ? filteredListPath(globalMarketplacePath(marketplace, 'ventas'), { busqueda: orderId }) : undefined}>{orderId}</RowLink>;
};
