import Box from '@mui/material/Box';
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { NotificationBell } from '../notifications';
import { AppBarSearchBox } from './AppBarSearchBox';
import { AppUserMenu } from './AppUserMenu';
import { Logo } from './Logo';

/** Top bar: react-admin's sidebar toggle, the logo, the page title, search box, language switch, notifications and profile menu. */
export const AppBar = () => (
  <RaAppBar
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <AppBarSearchBox />
        <LocalesMenuButton />
        <NotificationBell />
      </>
    }
  >
    <Box sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
      <Logo onDark height={28} />
    </Box>
    <TitlePortal />
  </RaAppBar>
);
