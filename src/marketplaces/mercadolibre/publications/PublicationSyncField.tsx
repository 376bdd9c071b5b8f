import Chip, { type ChipProps } from '@mui/material/Chip';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { ListingSyncState } from '../../../../resources/inventory/listingRules';

type SyncWord = ListingSyncState | 'no_product';

const colours: Readonly<Record<SyncWord, ChipProps['color']>> = {
  in_sync: 'success',
  pending: 'info',
  out_of_sync: 'error',
  no_product: 'default',
};

/** A listing's sync state as a word in its colour. */
export const SyncStateChip = ({ state }: { readonly state: SyncWord }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={colours[state]} label={translate(`app.mercadolibre.stock_sync.states.${state}`)} />;
};

/** Whether the listing shows the ERP's stock: "Al día", "Pendiente", "Desincronizada", or "Sin producto" when none is linked. */
export const PublicationSyncField = (_props: FieldProps) => {
  const record = useRecordContext();
  if (!record) return null;
  const word: SyncWord | null =
    record.product_id === null || record.product_id === undefined ? 'no_product' : ((record.sync_state as ListingSyncState | null) ?? null);
  return word && <SyncStateChip state={word} />;
};
