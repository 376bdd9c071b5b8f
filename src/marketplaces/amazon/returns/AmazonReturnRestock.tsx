import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { amazonReturns, type AmazonReturn } from '../../../../resources/amazon/returns';
import { inDeclaredCases } from '../../../schema-ui/inDeclaredCases';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { amazonReturnsResource } from './amazonReturnsResource';
import { failureReason } from '../../../schema-ui/serverReason';

const messages = `resources.${amazonReturnsResource}.restock`;

/** A return to decide's action (closed by Amazon, undecided, with an ERP order): its units back on the shelf or not, asked once. */
export const AmazonReturnRestock = () => {
  const record = useRecordContext<AmazonReturn>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const decide = useMutation({
    mutationFn: (restock: boolean) => dataProvider.decideAmazonReturnRestock(record?.id ?? 0, restock),
    onSuccess: () => {
      notify(`${messages}.decided`, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(`${messages}.failed`, { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  if (!record || !inDeclaredCases(amazonReturns, 'to_decide', record)) return null;
  // The row opens the return's page: a click on a button decides only.
  const click = (restock: boolean) => (event: React.MouseEvent) => {
    event.stopPropagation();
    decide.mutate(restock);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button variant="contained" size="small" disabled={decide.isPending} onClick={click(true)}>
        {translate(`${messages}.restock`)}
      </Button>
      <Button variant="outlined" size="small" disabled={decide.isPending} onClick={click(false)}>
        {translate(`${messages}.no_restock`)}
      </Button>
    </Stack>
  );
};
