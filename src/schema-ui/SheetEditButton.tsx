import { EditButton, useLocation } from 'react-admin';

/** The history state an edit opened from its record's sheet carries: its save returns to that sheet. */
const openedFromSheet = { _scrollToTop: true, openedFromSheet: true };

/** Editar on a record's sheet; the edit form it opens saves back to the sheet, not to the list. */
export const SheetEditButton = () => <EditButton state={openedFromSheet} />;

/** Whether the edit form on screen was opened from its record's sheet. */
export const useOpenedFromSheet = () => (useLocation().state as { openedFromSheet?: boolean } | null)?.openedFromSheet === true;
