import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { MercadoLibreClaim } from '../../../../resources/mercadolibre/claims';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { claimWordKey } from './claimsResource';
import { failureReason } from '../../../schema-ui/serverReason';

const messages = 'app.mercadolibre.claims.return';

/** The return's status and tracking, and once the product is back, the seller's choice: back into stock or not (asked once). */
export const ClaimReturn = () => {
  const claim = useRecordContext<MercadoLibreClaim>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const decide = useMutation({
    mutationFn: (restock: boolean) => dataProvider.decideClaimRestock(claim?.id ?? 0, restock),
    onSuccess: () => {
      notify(`${messages}.decided`, { type: 'success' });
      refresh();
    },
    onError: (error) => notify('app.mercadolibre.claims.failed', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  if (!claim) return null;
  const arrived = claim.return_status === 'delivered' || claim.return_status === 'closed';
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{translate(`${messages}.title`)}</Typography>
      {claim.return_status ? (
        <Typography>
          {translate(claimWordKey('return_status', claim.return_status), { _: claim.return_status })}
          {claim.return_tracking ? ` · ${translate(`${messages}.tracking`, { tracking: claim.return_tracking })}` : ''}
        </Typography>
      ) : (
        <Typography color="text.secondary">{translate(`${messages}.none`)}</Typography>
      )}
      {claim.restock_decision ? <Typography>{translate(claimWordKey('restock_decision', claim.restock_decision))}</Typography> : null}
      {arrived && !claim.restock_decision && claim.order_id ? (
        <>
          <Typography color="text.secondary">{translate(`${messages}.question`)}</Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button variant="contained" size="small" disabled={decide.isPending} onClick={() => decide.mutate(true)}>
              {translate(`${messages}.restock`)}
            </Button>
            <Button variant="outlined" size="small" disabled={decide.isPending} onClick={() => decide.mutate(false)}>
              {translate(`${messages}.no_restock`)}
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
};
