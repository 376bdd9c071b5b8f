import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceScreens } from '../../../src/app/feature';
import { lazyScreen, preloadListAt } from '../../../src/app/lazyScreen';

const Icon = () => null;
const Screen = () => null;

describe('preloadListAt', () => {
  it('fetches the code of the list at the address the page opens on, and of no other screen', () => {
    const loadProducts = vi.fn(async () => ({ default: Screen }));
    const loadOrders = vi.fn(async () => ({ default: Screen }));
    const resources: ResourceScreens[] = [
      { name: 'productos', icon: Icon, list: lazyScreen(loadProducts) },
      { name: 'pedidos', icon: Icon, list: lazyScreen(loadOrders) },
    ];

    preloadListAt('/productos', resources);

    expect(loadProducts).toHaveBeenCalledOnce();
    expect(loadOrders).not.toHaveBeenCalled();
  });

  it('does nothing on an address that is not a list, nor for a list without a loader', () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const resources: ResourceScreens[] = [
      { name: 'productos', icon: Icon, list: lazyScreen(load) },
      { name: 'usuarios', icon: Icon, list: Screen },
    ];

    preloadListAt('/productos/crear', resources);
    preloadListAt('/usuarios', resources);
    preloadListAt('/', resources);

    expect(load).not.toHaveBeenCalled();
  });
});

describe('lazyScreen', () => {
  const Sheet = () => createElement('p', null, 'Ficha del producto');
  const inSuspense = (Screen: ReturnType<typeof lazyScreen>) =>
    createElement(Suspense, { fallback: createElement('p', null, 'Cargando…') }, createElement(Screen));

  it('draws a screen whose code is already in on its first render, without a loading state', async () => {
    const Screen = lazyScreen(async () => ({ default: Sheet }));
    await Screen.preload!();

    render(inSuspense(Screen));

    expect(screen.getByText('Ficha del producto')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('shows the loading state while its code is still on the way, then the screen, fetching the code once', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<{ default: typeof Sheet }>((resolve) => (arrive = () => resolve({ default: Sheet }))));
    const Screen = lazyScreen(load);

    render(inSuspense(Screen));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    void Screen.preload!();
    await act(async () => arrive());

    expect(await screen.findByText('Ficha del producto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('preloadListAt settling', () => {
  it("settles once the opening list's code is in, and also when it failed to load", async () => {
    let arrive!: () => void;
    const Screen = lazyScreen(() => new Promise((resolve) => (arrive = () => resolve({ default: () => null }))));
    let settled = false;
    const opening = preloadListAt('/productos', [{ name: 'productos', icon: Icon, list: Screen }]).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive();
    await opening;
    expect(settled).toBe(true);

    const failing = lazyScreen(() => Promise.reject(new Error('sin red')));
    await expect(preloadListAt('/pedidos', [{ name: 'pedidos', icon: Icon, list: failing }])).resolves.toBeUndefined();
  });
});
