import type { PageRoute } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';

const SettingsPage = lazyScreen(() => import('./SettingsPage'));
const MercadoLibreSettingsPage = lazyScreen(() => import('./mercadolibre/MercadoLibreSettingsPage'));

/** /configuracion and Mercado Libre's page, loaded on demand (Amazon's page comes with its feature). */
export const settingsRoutes: readonly PageRoute[] = [
  { path: '/configuracion', component: SettingsPage },
  { path: '/configuracion/mercadolibre', component: MercadoLibreSettingsPage },
];
