import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { useFeatures } from '../app/FeaturesContext';
import { AppUserMenu } from './AppUserMenu';
import { FoldingActions } from './FoldingActions';
import { Logo } from './Logo';

/**
 * Top bar: react-admin's sidebar toggle, the logo, the page title, language switch, the features'
 * widgets (search, notifications) and profile menu. A widget may be lazy: its code then loads beside
 * the first screen's, not in the entry. It mounts at once, so the notifications' socket is open from
 * the start and a screen sees its first realtime message. On a phone
 * the language switch folds into a menu, so the widgets and the profile stay on the screen.
 */
/** The title: one line that ends in "…" on a laptop, two lines of smaller text on a phone. */
const barTitle = {
  '&& *': { display: 'inline' },
  fontSize: { xs: '1rem', sm: undefined },
  lineHeight: { xs: 1.25, sm: undefined },
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  overflowWrap: { xs: 'anywhere', sm: 'normal' },
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 2, sm: 'none' },
} as const;

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
      {/*
        The page's title arrives in an inline-block wrapper; inline, a title too long for the bar ends in "…".
        On a phone it takes two lines of smaller text, so a record's title keeps its reference whole
        ("Pedido: PED-0001", not "Pedido: PED-0…"); only a longer one ends in "…".
      */}
      <TitlePortal sx={barTitle} />
    </RaAppBar>
  );
};
