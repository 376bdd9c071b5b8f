import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Stack from '@mui/material/Stack';
import type { Breakpoint, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { KeepButtonLabels } from './KeepButtonLabels';

export interface FoldingActionsProps {
  readonly children: ReactNode;
  /** Below this breakpoint the actions fold into the menu. */
  readonly below?: Breakpoint;
  /**
   * Actions before the others that keep their place in the row down to `md` and fold into the same
   * menu, ahead of the others, on a phone (below `md`), whose row has room for fewer.
   */
  readonly foldedOnPhone?: ReactNode;
  readonly color?: 'inherit' | 'primary';
}

/**
 * Actions shown in a row on wide screens and behind one "Más acciones" button on narrow ones, so a
 * toolbar never gets wider than the phone. The menu stays mounted while closed: an action that
 * opened a dialog or its own menu keeps it open after this menu closes.
 */
export const FoldingActions = ({ children, below = 'md', foldedOnPhone, color = 'primary' }: FoldingActionsProps) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(below));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phoneFolds = phone && foldedOnPhone !== undefined;
  if (!narrow && !phoneFolds)
    return (
      <>
        {foldedOnPhone}
        {children}
      </>
    );
  const close = () => setAnchor(null);
  return (
    <>
      {!phoneFolds && foldedOnPhone}
      <IconButton color={color} aria-label={translate('app.layout.more_actions')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} keepMounted>
        <KeepButtonLabels>
          <Stack sx={{ px: 1, alignItems: 'flex-start' }} onClick={close}>
            {phoneFolds && foldedOnPhone}
            {children}
          </Stack>
        </KeepButtonLabels>
      </Menu>
    </>
  );
};
