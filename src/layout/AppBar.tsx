import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { useFeatures } from '../app/FeaturesContext';
import { AppUserMenu } from './AppUserMenu';
import { FoldingActions } from './FoldingActions';
import { Logo } from './Logo';
import { useAfterFirstData } from './useAfterFirstData';

/**
 * Top bar: react-admin's sidebar toggle, the logo, the page title, language switch, the features'
 * widgets (search, notifications) and profile menu. The widgets mount once the page's first data is
 * shown (and may be lazy), so the first screen does not wait for their code or requests. On a phone
 * the language switch folds into a menu, so the widgets and the profile stay on the screen.
 */
export const AppBar = () => {
  const items = useFeatures().flatMap((feature) => feature.appBarItems ?? []);
  const afterFirstData = useAfterFirstData();
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <FoldingActions color="inherit">
            <LocalesMenuButton />
          </FoldingActions>
          {afterFirstData &&
            items.map((Item, index) => (
              <Suspense key={index} fallback={null}>
                <Item />
              </Suspense>
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
