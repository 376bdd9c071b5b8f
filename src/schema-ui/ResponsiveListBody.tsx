import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type RaRecord, type RowClickFunction, SimpleList, useGetPathForRecord } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import { CardAction } from './CardAction';
import { CardBulkActionsBar } from './CardBulkActionsBar';
import { CardCoveringLink } from './CardCoveringLink';
import { CardSelectCheckbox, PageSelectCheckbox } from './CardSelection';
import { useListAsCards } from './useListAsCards';

export interface ResponsiveListBodyProps {
  /** The list's table, shown from the `md` breakpoint up. */
  readonly table: ReactNode;
  /** The card's title, e.g. the field of the declaration's `title` (rendered in the row's record context). */
  readonly primaryText: ReactNode;
  /** One or two key fields under the title. */
  readonly secondaryText?: ReactNode;
  /** A picture at the card's start (the record's photo). */
  readonly leftAvatar?: (record: RaRecord) => ReactNode;
  /** An icon at the card's start (the record's kind), where the table shows it in a column. */
  readonly leftIcon?: (record: RaRecord) => ReactNode;
  /** Where tapping a card leads: the same place as clicking its table row (nowhere when rows lead nowhere). */
  readonly rowClick: 'edit' | 'show' | RowClickFunction | false;
  /** A control at the card's end (labelled, like the table's), for a row action that is a button rather than the row's link. */
  readonly rowAction?: (record: RaRecord) => ReactNode;
  /** The table's bulk actions, when it has any: the cards then select rows for them too. */
  readonly bulkActionButtons?: ReactNode;
  readonly empty?: ReactNode;
}

/**
 * The title of a card that holds a control of its own: the card's link, named by the title alone.
 * Its box stretches over the whole card, so a tap anywhere on it opens the record as before, while
 * the control stays outside the link (an interactive element inside a link or button is invalid
 * and would lend the card its name) and above it.
 */
const CardTitleLink = ({ rowClick, children }: { readonly rowClick: ResponsiveListBodyProps['rowClick']; readonly children: ReactNode }) => {
  const path = useGetPathForRecord({
    link: typeof rowClick === 'function' ? (record, resource) => rowClick(record.id, resource, record) : rowClick,
  });
  if (!path) return children;
  return <CardCoveringLink to={path}>{children}</CardCoveringLink>;
};

/**
 * The rows of a list: a table on wide screens; below `md` a table is wider than the phone, so each
 * row becomes a card with its key fields that opens the record as the table row does. A card with
 * a control of its own (a row action, a selection box) is not itself a link: its title is, and the
 * controls sit beside it. Where the list has bulk actions, each card and the page can be selected
 * and the table's bulk actions bar shows under the cards, as it does under the table's rows.
 */
export const ResponsiveListBody = ({
  table,
  primaryText,
  secondaryText,
  leftAvatar,
  leftIcon,
  rowClick,
  rowAction,
  bulkActionButtons,
  empty,
}: ResponsiveListBodyProps) => {
  const narrow = useListAsCards();
  if (!narrow) return table;
  const selectable = Boolean(bulkActionButtons);
  if (!rowAction && !selectable) {
    return <SimpleList primaryText={primaryText} secondaryText={secondaryText} leftAvatar={leftAvatar} leftIcon={leftIcon} rowClick={rowClick} empty={empty} />;
  }
  const cards = (
    <SimpleList
      primaryText={<CardTitleLink rowClick={rowClick}>{primaryText}</CardTitleLink>}
      secondaryText={secondaryText}
      leftAvatar={leftAvatar}
      leftIcon={
        selectable
          ? (record) => (
              <>
                <CardSelectCheckbox record={record} />
                {leftIcon?.(record)}
              </>
            )
          : leftIcon
      }
      rowClick={false}
      rightIcon={
        rowAction &&
        ((record) => (
          <CardAction>
            <KeepButtonLabels>{rowAction(record)}</KeepButtonLabels>
          </CardAction>
        ))
      }
      empty={empty}
    />
  );
  if (!selectable) return cards;
  // A column, so the theme's order puts the bar under the cards, as under a table's rows.
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardBulkActionsBar>{bulkActionButtons}</CardBulkActionsBar>
      <PageSelectCheckbox />
      {cards}
    </Box>
  );
};
