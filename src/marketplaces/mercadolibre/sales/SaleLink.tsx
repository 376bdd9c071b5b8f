import { useCreatePath } from 'react-admin';
import { RowLink } from '../../../schema-ui/RowLink';
import { salesResource } from './salesResource';

/**
 * A Mercado Libre sale by its id, a link to the sale's page. The sales screen's records are the ERP
 * orders sales became, so `orderId` is the sale's record: without it (the sale not imported yet)
 * the sale's id shows as text.
 */
export const SaleLink = ({ saleId, orderId }: { readonly saleId: string; readonly orderId: string | undefined }) => {
  const createPath = useCreatePath();
  return <RowLink to={orderId && createPath({ resource: salesResource, id: orderId, type: 'show' })}>{saleId}</RowLink>;
};
