import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate, type HttpError } from 'react-admin';
import type { AmazonDataProvider } from '../amazonDataProvider';
import { AmazonListingEditDialog } from './AmazonListingEditDialog';
import { useAmazonListingsRefresh } from './useAmazonListingsRefresh';
import { failureReason } from '../../../schema-ui/serverReason';

type Opened = 'edit' | 'delete' | null;

/** A row's actions in one "⋯" menu: edit price and stock (only for a listing Amazon accepted), delete in red, confirmed first. */
export const AmazonListingRowMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AmazonDataProvider>();
  const refresh = useAmazonListingsRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteAmazonListing(id),
    onSuccess: () => {
      notify('app.amazon.listings.actions.deleted', { type: 'success' });
      void refresh();
    },
    onError: (error: HttpError) =>
      notify('app.amazon.listings.actions.delete_error', { type: 'error', messageArgs: { reason: failureReason(error, translate) } }),
  });
  if (!record) return null;
  // Inside a card: opening the menu or choosing in it must not also tap the card.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const choose = (action: Opened) => {
    setAnchor(null);
    setOpened(action);
  };
  return (
    <>
      <IconButton
        aria-label={translate('app.amazon.listings.actions.menu', { title: String(record.title ?? record.sku) })}
        aria-haspopup="menu"
        disabled={remove.isPending}
        onClick={(event) => {
          stop(event);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreHorizIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={stop}>
        {record.status !== 'INVALID' && (
          <MenuItem onClick={() => choose('edit')}>
            <ListItemIcon>
              <EditIcon />
            </ListItemIcon>
            <ListItemText>{translate('app.amazon.listings.actions.edit')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem sx={{ color: 'error.main' }} onClick={() => choose('delete')}>
          <ListItemIcon sx={{ color: 'error.main' }}>
            <DeleteIcon />
          </ListItemIcon>
          <ListItemText>{translate('app.amazon.listings.actions.delete')}</ListItemText>
        </MenuItem>
      </Menu>
      {opened === 'edit' && <AmazonListingEditDialog listing={record} onClose={() => setOpened(null)} onSaved={() => void refresh()} />}
      <Confirm
        isOpen={opened === 'delete'}
        title="app.amazon.listings.actions.delete_title"
        content="app.amazon.listings.actions.delete_content"
        translateOptions={{ sku: String(record.sku) }}
        confirmColor="warning"
        loading={remove.isPending}
        onConfirm={() => {
          setOpened(null);
          remove.mutate(Number(record.id));
        }}
        onClose={() => setOpened(null)}
      />
    </>
  );
};
