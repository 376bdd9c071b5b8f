import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { LoadedAccount } from '../../marketplaces/accounts/loadMarketplaceAccounts';
import { MercadoLibreAccountActions } from './MercadoLibreAccountActions';
import { useListAsCards } from '../../schema-ui/useListAsCards';
import { MercadoLibreAccountCard } from './MercadoLibreAccountCard';
import { MercadoLibreAccountSalesSettings } from './MercadoLibreAccountSalesSettings';
import { accountStatusColours, useAccountDateTime } from './mercadoLibreAccountLooks';

const columns = ['nickname', 'user_id', 'active', 'status', 'expires_at', 'last_refresh_at', 'sales', 'actions'] as const;

/** The connected MercadoLibre accounts with their state and token times: a table, or below `md` (wider than a phone) a card each. */
export const MercadoLibreAccountTable = ({ accounts }: { accounts: readonly LoadedAccount[] }) => {
  const translate = useTranslate();
  const dateTime = useAccountDateTime();
  const asCards = useListAsCards();
  // An empty table says what every empty table of the app says.
  if (accounts.length === 0) return <p>{translate('app.list.empty')}</p>;
  if (asCards)
    return (
      <Stack spacing={1}>
        {accounts.map((account) => (
          <MercadoLibreAccountCard key={account.id} account={account} />
        ))}
      </Stack>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`app.settings.mercadolibre.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.id} data-account={account.id}>
            <TableCell>{account.nickname ?? account.user_info?.nickname ?? '—'}</TableCell>
            <TableCell>{account.User_id ?? account.user_id ?? '—'}</TableCell>
            <TableCell>{account.active && <Chip size="small" color="primary" label={translate('app.settings.mercadolibre.active')} />}</TableCell>
            <TableCell>
              {account.status && (
                <Chip size="small" color={accountStatusColours[account.status]} label={translate(`app.settings.mercadolibre.statuses.${account.status}`)} />
              )}
            </TableCell>
            <TableCell>{dateTime(account.expires_at)}</TableCell>
            <TableCell>{dateTime(account.last_refresh_at)}</TableCell>
            <TableCell>
              <MercadoLibreAccountSalesSettings account={account} />
            </TableCell>
            <TableCell>
              <MercadoLibreAccountActions account={account} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
