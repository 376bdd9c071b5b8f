import type { PageRoute } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';

const SettingsPage = lazyScreen(() => import('./SettingsPage'));
const MercadoLibreSettingsPage = lazyScreen(() => import('./mercadolibre/MercadoLibreSettingsPage'));
const PlatformSettingsPage = lazyScreen(() => import('./PlatformSettingsPage'));

/** /configuracion and /configuracion/{plataforma}, loaded on demand. */
export const settingsRoutes: readonly PageRoute[] = [
  { path: '/configuracion', component: SettingsPage },
  { path: '/configuracion/mercadolibre', component: MercadoLibreSettingsPage },
  { path: '/configuracion/:plataforma', component: PlatformSettingsPage },
];
