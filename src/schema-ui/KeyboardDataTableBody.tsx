import { forwardRef, type KeyboardEvent } from 'react';
import { DataTableBody, type DataTableBodyProps, DataTableRow, type DataTableRowProps } from 'react-admin';

/** Each row takes the keyboard focus in turn, like a link. */
const FocusableRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => <DataTableRow {...props} ref={ref} tabIndex={0} />);
FocusableRow.displayName = 'FocusableRow';

const rowsOf = (body: HTMLElement) => Array.from(body.querySelectorAll<HTMLTableRowElement>(':scope > tr[tabindex]'));

/**
 * Rows reachable and actionable without a mouse: Tab reaches a row, ↑ ↓ move to the previous or next
 * one (Home and End to the first and last), Enter opens it as a click does, Space selects it for the
 * bulk actions. Keys pressed inside a row's own controls (a button, a checkbox) keep their meaning.
 */
const moveOrAct = (event: KeyboardEvent<HTMLElement>) => {
  const row = event.target as HTMLElement;
  if (row.tagName !== 'TR') return;
  const rows = rowsOf(event.currentTarget);
  const index = rows.indexOf(row as HTMLTableRowElement);
  const focus = (target: number) => rows[Math.max(0, Math.min(rows.length - 1, target))]?.focus();
  const actions: Record<string, () => void> = {
    ArrowDown: () => focus(index + 1),
    ArrowUp: () => focus(index - 1),
    Home: () => focus(0),
    End: () => focus(rows.length - 1),
    Enter: () => row.click(),
    ' ': () => row.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click(),
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
};

/** The focused row stands out, for the keyboard only. */
const focusedRow = { '& > tr:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } };

/** The body of a list's table whose rows work from the keyboard (`<DataTable body={KeyboardDataTableBody}>`). */
export const KeyboardDataTableBody = forwardRef<HTMLTableSectionElement, DataTableBodyProps>((props, ref) => (
  <DataTableBody {...props} ref={ref} row={FocusableRow} onKeyDown={moveOrAct} sx={focusedRow} />
));
KeyboardDataTableBody.displayName = 'KeyboardDataTableBody';
