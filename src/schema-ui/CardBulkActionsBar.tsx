import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, BulkActionsToolbarClasses, useListContext } from 'react-admin';

/** react-admin's bar is one line tall: on a phone its buttons wrap onto a second line instead of spilling out of it. */
const WrappingBar = styled(BulkActionsToolbar)({
  [`& .${BulkActionsToolbarClasses.toolbar}:not(.${BulkActionsToolbarClasses.collapsed})`]: { height: 'auto', flexWrap: 'wrap' },
  [`& .${BulkActionsToolbarClasses.topToolbar}`]: { flex: '1 1 auto' },
});

/** While rows are selected, the floating "Crear" button would lie over the bar's last buttons at the screen's foot. */
const hiddenCreateButton = { '.RaCreateButton-floating': { visibility: 'hidden' } } as const;

/**
 * The bulk actions bar of a list drawn as cards: the table's bar, held at the screen's foot under
 * the cards while any is selected. Selecting is then the task at hand, so the floating "Crear"
 * button steps aside until the selection is cleared.
 */
export const CardBulkActionsBar = ({ children }: { readonly children: ReactNode }) => {
  const { selectedIds } = useListContext();
  return (
    <>
      <WrappingBar>{children}</WrappingBar>
      {selectedIds.length > 0 && <GlobalStyles styles={hiddenCreateButton} />}
    </>
  );
};
