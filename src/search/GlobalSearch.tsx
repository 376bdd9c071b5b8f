import { lazy, Suspense } from 'react';

const GlobalSearchBox = lazy(() => import('./GlobalSearchBox'));

/** The search box as the top bar mounts it: its code loads apart from the first page's. */
export const GlobalSearch = () => (
  <Suspense fallback={null}>
    <GlobalSearchBox />
  </Suspense>
);
