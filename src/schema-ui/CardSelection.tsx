import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type RaRecord, useGetRecordRepresentation, useListContext, useTranslate } from 'react-admin';
import { CardAction } from './CardAction';

/**
 * A card's selection box, the phone's counterpart of a table row's: it selects the row for the
 * list's bulk actions and nothing else (drawn above the card's link, so the tap does not open the
 * record). Named after the card, since a screen reader lists every card's box one after another.
 */
export const CardSelectCheckbox = ({ record }: { readonly record: RaRecord }) => {
  const { resource, selectedIds, onToggleItem } = useListContext();
  const representation = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const label = translate('app.list.select_card', { title: String(representation(record)) });
  return (
    <CardAction>
      <Checkbox
        edge="start"
        checked={selectedIds.includes(record.id)}
        onChange={() => onToggleItem(record.id)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </CardAction>
  );
};

/**
 * Selects or unselects every card of the page, as the table head's box does. It leaves rows of other
 * pages as they are; the list clears its selection on any page change anyway.
 */
export const PageSelectCheckbox = () => {
  const { data, selectedIds, onSelect } = useListContext();
  const translate = useTranslate();
  if (!data?.length) return null;
  const pageIds = data.map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const toggle = (checked: boolean) =>
    onSelect(checked ? [...selectedIds, ...pageIds.filter((id) => !selectedIds.includes(id))] : selectedIds.filter((id) => !pageIds.includes(id)));
  return (
    <Box sx={{ px: 2 }}>
      <FormControlLabel
        label={translate('app.list.select_page')}
        control={
          <Checkbox
            checked={selectedOnPage === pageIds.length}
            indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
            onChange={(event) => toggle(event.target.checked)}
          />
        }
      />
    </Box>
  );
};
