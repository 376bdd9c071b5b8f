import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import { useNow } from '../questions/useNow';
import { ClaimActions } from './ClaimActions';
import { ClaimSummary } from './ClaimCard';
import { ClaimMessages } from './ClaimMessages';
import { ClaimReturn } from './ClaimReturn';

const OrderLink = () => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const translate = useTranslate();
  if (!claim?.order_id) return null;
  return (
    <Button component={Link} to={`/pedidos/${claim.order_id}/show`} size="small" sx={{ alignSelf: 'flex-start' }}>
      {translate('app.mercadolibre.claims.order')}
    </Button>
  );
};

const ClaimPage = () => {
  const now = useNow();
  return (
    <Stack spacing={2} sx={{ p: 2 }} divider={<Divider flexItem />}>
      <Stack spacing={1}>
        <ClaimSummary now={now} />
        <OrderLink />
      </Stack>
      <ClaimActions now={now} />
      <ClaimReturn />
      <ClaimMessages />
    </Stack>
  );
};

/** A claim's page: its summary, each action MercadoLibre offers as a dialog, the return and restock decision, and the messages. */
const ClaimShow = () => (
  <Show actions={false}>
    <ClaimPage />
  </Show>
);

export default ClaimShow;
