import Typography from '@mui/material/Typography';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import { SaleBuyerField } from '../sales/SaleFields';
import { useSoldProductsWords } from '../../sales/SoldProductsLine';
import { useClaimSale } from './ClaimSales';

/**
 * What a claim is about, as the seller recognises it: the products claimed and who bought them,
 * "Taladro inalámbrico · 2 × Broca de 8 mm · Comprador: COMPRADOR_900000013". Nothing for a claim
 * whose sale has no ERP order: its ids are all there is to say.
 */
export const ClaimSaleLine = () => {
  const translate = useTranslate();
  const soldProducts = useSoldProductsWords();
  const sale = useClaimSale(useRecordContext<MercadoLibreClaim>());
  if (!sale) return null;
  const hasBuyer = Boolean(sale.order.buyer_nickname);
  return (
    <Typography variant="body1" sx={{ overflowWrap: 'break-word', mb: 0.5 }}>
      {soldProducts(sale.products)}
      {sale.products.length > 0 && hasBuyer ? ' · ' : ''}
      {hasBuyer ? (
        <>
          {translate('app.mercadolibre.claims.sale.buyer')}:{' '}
          <RecordContextProvider value={sale.order}>
            <SaleBuyerField />
          </RecordContextProvider>
        </>
      ) : null}
    </Typography>
  );
};
