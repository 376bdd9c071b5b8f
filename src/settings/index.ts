import { lazy } from 'react';
import type { PageRoute } from '../app/feature';

const SettingsPage = lazy(() => import('./SettingsPage'));
const MercadoLibreSettingsPage = lazy(() => import('./mercadolibre/MercadoLibreSettingsPage'));
const PlatformSettingsPage = lazy(() => import('./PlatformSettingsPage'));

/** /configuracion and /configuracion/{plataforma}, loaded on demand. */
export const settingsRoutes: readonly PageRoute[] = [
  { path: '/configuracion', component: SettingsPage },
  { path: '/configuracion/mercadolibre', component: MercadoLibreSettingsPage },
  { path: '/configuracion/:plataforma', component: PlatformSettingsPage },
];
