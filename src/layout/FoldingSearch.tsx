import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The top bar's search: in the bar on wide screens; on narrow ones a search button that opens it
 * in a panel across the screen, because a box beside the title and the buttons would not fit.
 */
export const FoldingSearch = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!narrow) return children;
  return (
    <>
      <IconButton color="inherit" aria-label={translate('app.list.search')} onClick={(event) => setAnchor(event.currentTarget)}>
        <SearchIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'calc(100vw - 16px)', p: 1, bgcolor: 'primary.main', color: 'primary.contrastText' } } }}
      >
        {children}
      </Popover>
    </>
  );
};
