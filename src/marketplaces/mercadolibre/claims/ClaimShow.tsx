import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ClaimMessageReceiver, MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import { erpOrderPath } from '../../sales/erpOrderPath';
import { useNow } from '../questions/useNow';
import { ClaimActions } from './ClaimActions';
import { ClaimSummary } from './ClaimCard';
import { ClaimMessages } from './ClaimMessages';
import { ClaimReturn } from './ClaimReturn';
import { ClaimSalesProvider } from './ClaimSales';

const OrderLink = () => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const translate = useTranslate();
  if (!claim?.order_id) return null;
  return (
    <Button component={Link} to={erpOrderPath(claim.order_id)} size="small" sx={{ alignSelf: 'flex-start' }}>
      {translate('app.mercadolibre.claims.order')}
    </Button>
  );
};

/** The claim's sections; an action that writes to someone leads to the message form, set to write to them. */
export const ClaimPage = () => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const now = useNow();
  const [receiver, setReceiver] = useState<ClaimMessageReceiver | ''>('');
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const write = (to: ClaimMessageReceiver) => {
    setReceiver(to);
    // Focusing the box scrolls it into view: the seller lands where they type.
    messageBox.current?.focus();
  };
  return (
    <Stack spacing={2} sx={{ p: 2 }} divider={<Divider flexItem />}>
      <Stack spacing={1}>
        <ClaimSalesProvider claims={claim ? [claim] : []}>
          <ClaimSummary now={now} saleLink />
        </ClaimSalesProvider>
        <OrderLink />
      </Stack>
      <ClaimActions now={now} onWrite={write} />
      <ClaimReturn />
      <ClaimMessages chosen={receiver} onChoose={setReceiver} messageBox={messageBox} />
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
