import AccountTree from '@mui/icons-material/AccountTree';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Button } from '../../../layout/Button';
import type { CategoryChoice } from '../../../../resources/mercadolibre';
import { serverReason } from '../../../schema-ui/serverReason';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import type { DraftPublication } from './usePublicationListingDetails';

/** The search asks the server from this many characters on, like the product search. */
const minSearchLength = 3;

interface PublicationCategoryPickerProps {
  readonly draft: DraftPublication;
  /** Once the draft has its new category: the validation shown is no longer the draft's. */
  readonly onChosen: () => void;
}

/**
 * "Elegir otra categoría": MercadoLibre's category tree, the suggested category first, walked one
 * level at a time or searched by words; only a leaf can be used, as MercadoLibre lists nothing else.
 */
export const PublicationCategoryPicker = ({ draft, onChosen }: PublicationCategoryPickerProps) => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [at, setAt] = useState<string | null>(null);
  const words = search.trim();
  const searching = words.length >= minSearchLength;
  const node = useQuery({
    queryKey: ['mercadolibre', 'category', at],
    queryFn: () => dataProvider.getCategory(at!),
    enabled: open && at !== null,
  });
  const list = useQuery({
    queryKey: ['mercadolibre', 'categories', searching ? words : ''],
    queryFn: () => dataProvider.getCategories(searching ? words : undefined),
    enabled: open && (searching || at === null),
  });
  const choose = useMutation({
    mutationFn: (categoryId: string) => dataProvider.setCategory(draft.id, categoryId),
    onSuccess: () => {
      setOpen(false);
      notify('app.mercadolibre.publishing.category_chosen', { type: 'info' });
      onChosen();
    },
    onError: (error) => notify('app.mercadolibre.publishing.category_error', { type: 'error', messageArgs: { reason: serverReason(error, translate) ?? '' } }),
  });
  const goTo = (categoryId: string | null) => {
    setSearch('');
    setAt(categoryId);
  };
  const shown: CategoryChoice[] = (searching || at === null ? list.data : node.data?.children_categories) ?? [];
  const parent = node.data?.path_from_root.at(-2);
  const pending = list.isFetching || node.isFetching;
  return (
    <>
      <Button label="app.mercadolibre.publishing.category_pick" onClick={() => setOpen(true)}>
        <AccountTree />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.mercadolibre.publishing.category_pick')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('app.mercadolibre.publishing.category_search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            fullWidth
            margin="dense"
          />
          {pending && <LinearProgress />}
          {draft.category_id && !searching && at === null && (
            <List dense>
              <ListItemButton onClick={() => goTo(draft.category_id!)}>
                <ListItemText primary={draft.category_id} secondary={translate('app.mercadolibre.publishing.category_predicted')} />
              </ListItemButton>
            </List>
          )}
          {!searching && node.data && (
            <>
              <Typography variant="subtitle1">{node.data.path_from_root.map((step) => step.name).join(' › ') || node.data.name}</Typography>
              <Button
                label={parent ? translate('app.mercadolibre.publishing.category_back', { name: parent.name }) : 'app.mercadolibre.publishing.category_top'}
                onClick={() => goTo(parent?.id ?? null)}
              />
            </>
          )}
          <List dense>
            {shown.map((category) => (
              <ListItemButton key={category.id} onClick={() => goTo(category.id)}>
                <ListItemText primary={category.name} secondary={category.id} />
              </ListItemButton>
            ))}
          </List>
          {searching && !pending && shown.length === 0 && <Typography>{translate('app.mercadolibre.publishing.category_empty')}</Typography>}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="app.mercadolibre.publishing.category_choose"
            variant="contained"
            disabled={searching || !node.data?.listing_allowed || choose.isPending}
            onClick={() => at && choose.mutate(at)}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
