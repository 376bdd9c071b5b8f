import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useMoneyFormat } from '../../../i18n/money';
import { MercadoLibreCategoryName } from '../MercadoLibreCategoryName';
import { usePublicationListingDetails, type DraftPublication } from './usePublicationListingDetails';

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <Typography variant="subtitle2" sx={{ minWidth: 200 }}>
        {translate(label)}
      </Typography>
      <div>{children}</div>
    </Stack>
  );
};

/** Predicted category, listing type, shipping methods and the fee estimate in MXN. */
export const PublicationListingDetails = ({ draft }: { draft: DraftPublication }) => {
  const translate = useTranslate();
  const details = usePublicationListingDetails(draft);
  const money = useMoneyFormat();
  const chosen = draft.listing_type_id ?? 'gold_special';
  const fee = details.fees.find((entry) => entry.listing_type_id === chosen) ?? details.fees[0];
  const none = translate('app.mercadolibre.create.none');
  return (
    <Stack spacing={1.5} data-testid="publication-listing-details">
      {details.isPending && <LinearProgress />}
      <Row label="app.mercadolibre.create.category">
        {details.categoryId ? <MercadoLibreCategoryName id={details.categoryId} knownName={details.categoryName} /> : none}
      </Row>
      <Row label="app.mercadolibre.create.listing_type">
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {details.listingTypes.length === 0 && <span>{translate(`app.mercadolibre.listing_types.${chosen}`, { _: chosen })}</span>}
          {details.listingTypes.map((type) => (
            <Chip key={type.id} label={type.name} color={type.id === chosen ? 'primary' : 'default'} size="small" />
          ))}
        </Stack>
      </Row>
      <Row label="app.mercadolibre.create.shipping">{details.shippingMethods.join(', ') || none}</Row>
      <Row label="app.mercadolibre.create.fee">
        {fee ? translate('app.mercadolibre.create.fee_value', { amount: money(fee.sale_fee_amount), type: fee.listing_type_name }) : none}
      </Row>
    </Stack>
  );
};
