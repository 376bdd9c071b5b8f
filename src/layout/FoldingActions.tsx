import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Stack from '@mui/material/Stack';
import type { Breakpoint, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { KeepButtonLabels } from './KeepButtonLabels';

/** One of the actions ahead of the others, and whether a phone's row keeps it. */
export interface LeadingAction {
  readonly key: string;
  readonly element: ReactNode;
  /** Whether it stays in the row on a phone (below `md`); otherwise it folds into the menu there. */
  readonly keptOnPhone: boolean;
}

export interface FoldingActionsProps {
  readonly children: ReactNode;
  /** Below this breakpoint the actions fold into the menu. */
  readonly below?: Breakpoint;
  /**
   * Actions before the others that keep their place and order in the row down to `md`. On a phone
   * (below `md`), whose row has room for fewer, only those kept on the phone stay in the row; the
   * rest fold into the same menu, ahead of the others. The caller decides which are kept.
   */
  readonly leading?: readonly LeadingAction[];
  readonly color?: 'inherit' | 'primary';
}

const elementsOf = (actions: readonly LeadingAction[]) => actions.map(({ key, element }) => <Fragment key={key}>{element}</Fragment>);

/**
 * Actions shown in a row on wide screens and behind one "Más acciones" button on narrow ones, so a
 * toolbar never gets wider than the phone. The menu stays mounted while closed: an action that
 * opened a dialog or its own menu keeps it open after this menu closes.
 */
export const FoldingActions = ({ children, below = 'md', leading = [], color = 'primary' }: FoldingActionsProps) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(below));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inRow = phone ? leading.filter((action) => action.keptOnPhone) : leading;
  const foldedLeading = phone ? leading.filter((action) => !action.keptOnPhone) : [];
  if (!narrow && foldedLeading.length === 0)
    return (
      <>
        {elementsOf(inRow)}
        {children}
      </>
    );
  const close = () => setAnchor(null);
  return (
    <>
      {elementsOf(inRow)}
      <IconButton color={color} aria-label={translate('app.layout.more_actions')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} keepMounted>
        <KeepButtonLabels>
          <Stack sx={{ px: 1, alignItems: 'flex-start' }} onClick={close}>
            {elementsOf(foldedLeading)}
            {children}
          </Stack>
        </KeepButtonLabels>
      </Menu>
    </>
  );
};
