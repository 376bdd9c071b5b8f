import Box from '@mui/material/Box';
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { useFeatures } from '../app/FeaturesContext';
import { AppUserMenu } from './AppUserMenu';
import { FoldingActions } from './FoldingActions';
import { Logo } from './Logo';

/**
 * Top bar: react-admin's sidebar toggle, the logo, the page title, language switch, the features'
 * widgets (search, notifications) and profile menu. On a phone the language switch folds into a menu,
 * so the widgets and the profile stay on the screen.
 */
export const AppBar = () => {
  const items = useFeatures().flatMap((feature) => feature.appBarItems ?? []);
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <FoldingActions color="inherit">
            <LocalesMenuButton />
          </FoldingActions>
          {items.map((Item, index) => (
            <Item key={index} />
          ))}
        </>
      }
    >
      <Box sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
        <Logo onDark height={28} />
      </Box>
      <TitlePortal />
    </RaAppBar>
  );
};
