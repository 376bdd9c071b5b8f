import Box from '@mui/material/Box';
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { Logo } from './Logo';

/** Top bar: react-admin's sidebar toggle, the logo, the page title, language switch and profile menu. */
export const AppBar = () => (
  <RaAppBar userMenu={<AppUserMenu />} toolbar={<LocalesMenuButton />}>
    <Box sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
      <Logo onDark height={28} />
    </Box>
    <TitlePortal />
  </RaAppBar>
);
