import type { PageRoute } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';

const AboutPage = lazyScreen(() => import('./AboutPage'));

/** /about and /vista1 are the same auxiliary page. */
export const aboutRoutes: readonly PageRoute[] = [
  { path: '/about', component: AboutPage },
  { path: '/vista1', component: AboutPage },
];
