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
