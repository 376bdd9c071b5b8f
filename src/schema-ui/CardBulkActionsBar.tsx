import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, useListContext } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';

/** While rows are selected, the floating "Crear" button would lie over the bar's last buttons at the screen's foot. */
const hiddenCreateButton = { '.RaCreateButton-floating': { visibility: 'hidden' } } as const;

/**
 * The bulk actions bar of a list drawn as cards: the table's bar, held at the screen's foot under
 * the cards while any is selected (the theme lets its buttons wrap there). Its buttons keep their
 * words, as a bare pause or link icon tells a seller little and react-admin's "Seleccionar todo",
 * which has no icon, would show nothing at all. Selecting is then the task at hand, so
 * the floating "Crear" button steps aside until the selection is cleared.
 */
export const CardBulkActionsBar = ({ children }: { readonly children: ReactNode }) => {
  const { selectedIds } = useListContext();
  return (
    <>
      <KeepButtonLabels>
        <BulkActionsToolbar>{children}</BulkActionsToolbar>
      </KeepButtonLabels>
      {selectedIds.length > 0 && <GlobalStyles styles={hiddenCreateButton} />}
    </>
  );
};
