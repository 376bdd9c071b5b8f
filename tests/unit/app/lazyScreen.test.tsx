import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceScreens } from '../../../src/app/feature';
import { lazyScreen, type PreloadableScreen, preloadScreenAt } from '../../../src/app/lazyScreen';
import { i18nProvider } from '../../../src/appProviders';

const Icon = () => null;
const Screen = () => null;

describe('preloadScreenAt', () => {
  it('fetches the code of the list at the address the page opens on, and of no other screen', () => {
    const loadProducts = vi.fn(async () => ({ default: Screen }));
    const loadOrders = vi.fn(async () => ({ default: Screen }));
    const resources: ResourceScreens[] = [
      { name: 'productos', icon: Icon, list: lazyScreen(loadProducts) },
      { name: 'pedidos', icon: Icon, list: lazyScreen(loadOrders) },
    ];

    preloadScreenAt('/productos', { resources, dashboard: lazyScreen(loadOrders) });

    expect(loadProducts).toHaveBeenCalledOnce();
    expect(loadOrders).not.toHaveBeenCalled();
  });

  it('fetches the home page at /, and only there', () => {
    const loadHome = vi.fn(async () => ({ default: Screen }));
    const loadProducts = vi.fn(async () => ({ default: Screen }));
    const screens = { resources: [{ name: 'productos', icon: Icon, list: lazyScreen(loadProducts) }], dashboard: lazyScreen(loadHome) };

    preloadScreenAt('/productos/crear', screens);
    expect(loadHome).not.toHaveBeenCalled();
    preloadScreenAt('/', screens);

    expect(loadHome).toHaveBeenCalledOnce();
    expect(loadProducts).not.toHaveBeenCalled();
  });

  it('does nothing on an address that is not a list, nor for a screen without a loader', () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const resources: ResourceScreens[] = [
      { name: 'productos', icon: Icon, list: lazyScreen(load) },
      { name: 'usuarios', icon: Icon, list: Screen },
    ];

    preloadScreenAt('/productos/crear', { resources });
    preloadScreenAt('/usuarios', { resources });
    preloadScreenAt('/', { resources, dashboard: Screen });

    expect(load).not.toHaveBeenCalled();
  });
});

describe('lazyScreen', () => {
  const Sheet = () => <p>Ficha del producto</p>;
  /** Whatever a screen suspends on would show this. */
  const inSuspense = (Screen: PreloadableScreen) => (
    <AdminContext i18nProvider={i18nProvider}>
      <Suspense fallback={<p>suspendida</p>}>
        <Screen />
      </Suspense>
    </AdminContext>
  );

  it('draws a screen whose code is already in on its first render', async () => {
    const Screen = lazyScreen(async () => ({ default: Sheet }));
    await Screen.preload();

    render(inSuspense(Screen));

    expect(screen.getByText('Ficha del producto')).toBeInTheDocument();
  });

  it('while its code is on the way shows the loading state without suspending, then the screen, fetching the code once', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<{ default: typeof Sheet }>((resolve) => (arrive = () => resolve({ default: Sheet }))));
    const Screen = lazyScreen(load);

    render(inSuspense(Screen));
    expect(await screen.findByText('Cargando', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('suspendida')).toBeNull();
    await act(async () => arrive());

    expect(await screen.findByText('Ficha del producto')).toBeInTheDocument();
    expect(screen.queryByText('suspendida')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('hands code that fails to load to the nearest error boundary, after a preload that failed quietly', async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('sin red')));
    preloadScreenAt('/pedidos', { resources: [{ name: 'pedidos', icon: Icon, list: Screen }] });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(inSuspense(Screen));

    // The nearest error boundary shows the failure (react-admin's layout has one around each screen).
    expect(await screen.findByText('sin red')).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).toBeNull();
  });
});
