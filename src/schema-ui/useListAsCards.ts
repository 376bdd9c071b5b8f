import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below `md` a list is drawn as cards, not a table: the one rule every part of a list follows. */
export const useListAsCards = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
