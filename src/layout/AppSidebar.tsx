import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Sidebar, type SidebarProps } from 'react-admin';
import { TOAST_GAP_PX, toastTop, useToastRoom } from './toastRoom';

/**
 * The side menu. On a phone it is a drawer laid over the page and its top bar, and a toast is drawn
 * above it (above dialogs too): while one shows, the drawer's entries start one gap below the toast,
 * so none lies under it, and move back up once it is gone. Wider screens keep the menu beside the
 * page, where a toast at the top right does not reach it.
 */
export const AppSidebar = (props: SidebarProps) => {
  const { toastHeight } = useToastRoom();
  const barHidden = useScrollTrigger();
  const room = toastHeight ? toastTop(barHidden) + toastHeight + TOAST_GAP_PX : 0;
  return (
    <Sidebar
      {...props}
      sx={(theme) => ({
        // react-admin's Sidebar is a temporary drawer below `sm`.
        [theme.breakpoints.down('sm')]: { '& .MuiDrawer-paper': { paddingTop: `${room}px`, transition: 'padding-top 225ms' } },
      })}
    />
  );
};
