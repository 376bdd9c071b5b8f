import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declare } from '../../../resources/types';
import { englishMessagesOf, menuEntriesOf, openingScreensOf, pageRoutesOf, resourcesOf, spanishMessagesOf } from '../../../src/app/composeFeatures';
import type { Feature } from '../../../src/app/feature';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { Layout } from '../../../src/layout/Layout';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { createHttpClient } from '../../../src/providers/httpClient';
import { tokenStore } from '../../../src/providers/tokenStore';
import { jsonResponse, makeJwt, stubFetch } from '../support/fetchStub';
import { renderInAdmin } from '../support/renderInAdmin';

const Icon = () => null;
const Page = () => null;
const Home = () => null;
const homeFigures = () => ({ queryKey: ['home'], queryFn: async () => ({ sales: 3 }) });

const inventory: Feature = {
  id: 'inventory',
  dashboard: Home,
  dashboardQuery: homeFigures,
  entries: [
    { id: 'stock', section: 'erp', label: 'app.menu.stock', icon: Icon, to: '/stock', resource: { name: 'stock', icon: Icon } },
    {
      id: 'reports',
      section: 'erp',
      label: 'app.menu.reports',
      icon: Icon,
      children: [{ id: 'report', section: 'erp', label: 'app.menu.report', icon: Icon, to: '/report', routes: [{ path: '/report', component: Page }] }],
    },
  ],
  messages: { es: { app: { menu: { stock: 'Existencias' } } }, en: async () => ({ app: { menu: { stock: 'Stock' } } }) },
};

const shop: Feature = {
  id: 'shop',
  entries: [
    { id: 'listings', section: 'ecommerce', label: 'app.menu.listings', icon: Icon, to: '/tienda/usuarios', resource: { name: 'tienda/usuarios', icon: Icon } },
  ],
  messages: { es: { app: { menu: { listings: 'Publicaciones' } } }, en: async () => ({ app: { menu: { listings: 'Listings' } } }) },
  resourceAliases: { 'tienda/usuarios': 'usuarios' },
  calls: (http) => ({ ping: async () => (await http.request<{ status: string }>('/api/ping')).json.status }),
};

describe('composing the app from the feature list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes menu entries in list order, and screens and pages from nested entries too', () => {
    expect(menuEntriesOf([inventory, shop]).map((entry) => entry.id)).toEqual(['stock', 'reports', 'listings']);
    expect(resourcesOf([inventory, shop]).map((resource) => resource.name)).toEqual(['stock', 'tienda/usuarios']);
    expect(pageRoutesOf([inventory, shop]).map((route) => route.path)).toEqual(['/report']);
    expect(openingScreensOf([shop, inventory])).toMatchObject({ dashboard: Home, dashboardQuery: homeFigures });
  });

  it("merges every feature's strings per language without losing a sibling key", async () => {
    expect(spanishMessagesOf([inventory, shop])).toEqual({ app: { menu: { stock: 'Existencias', listings: 'Publicaciones' } } });
    expect(await englishMessagesOf([inventory, shop])).toEqual({ app: { menu: { stock: 'Stock', listings: 'Listings' } } });
  });

  it("gives the data provider each feature's calls and finds an aliased resource's declaration", async () => {
    tokenStore.save({ token: makeJwt(60), refreshToken: 'r', userName: 'Admin', id: 1, remember: false });
    const { calls } = stubFetch(({ url }) => jsonResponse(url === '/api/ping' ? { status: 'ok' } : { id: 3, email: 'a@b.mx' }));
    const provider = createDataProvider(createHttpClient(), [inventory, shop]);
    expect(await provider.ping()).toBe('ok');
    await provider.getOne('tienda/usuarios', { id: 3 });
    expect(calls.map((call) => call.url)).toEqual(['/api/ping', '/api/usuarios/3']);
    await expect(createDataProvider(createHttpClient(), [inventory]).getOne('tienda/usuarios', { id: 3 })).rejects.toThrow('Unknown resource: tienda/usuarios');
  });
});

describe('entries and screens from declarations', () => {
  const fields = { label: { kind: 'string', required: true } } as const;
  const shelves = declare({
    name: 'estantes',
    table: 'shelves',
    path: 'api/shelves/',
    key: 'id',
    fields,
    list: ['label'],
    search: ['label'],
    sort: { field: 'label', order: 'ASC' },
    title: 'label',
    menu: { section: 'erp', icon: 'warehouse', order: 2 },
  });
  const moves = declare({ ...shelves, name: 'movimientos', table: 'moves', path: 'api/moves/', readOnly: true, menu: { section: 'erp', order: 1 } });
  const hidden = declare({ ...shelves, name: 'ocultos', table: 'hidden', path: 'api/hidden/', menu: undefined });
  const ShelfTree = () => null;
  const storage: Feature = { ...inventory, declarations: [shelves, moves, hidden], screens: { estantes: { list: ShelfTree } } };

  it('gives each declaration with a menu hint an entry placed by its order, before entries without one', () => {
    const entries = menuEntriesOf([storage]);
    expect(entries.map((entry) => entry.id)).toEqual(['movimientos', 'estantes', 'stock', 'reports']);
    expect(entries[1]).toMatchObject({ section: 'erp', label: 'resources.estantes.name', to: '/estantes' });
  });

  it("keeps a feature's own screen and makes the rest generic; a read-only resource is only listed and shown", () => {
    const [moveScreens, shelfScreens] = resourcesOf([storage]);
    expect(shelfScreens).toMatchObject({ name: 'estantes', list: ShelfTree, recordRepresentation: 'label' });
    expect([shelfScreens.create, shelfScreens.edit, shelfScreens.show].every(Boolean)).toBe(true);
    expect(Object.keys(moveScreens).filter((key) => ['list', 'create', 'edit', 'show'].includes(key))).toEqual(['list', 'show']);
    // Built once: a re-rendered menu must not hand react-admin new screen components.
    expect(resourcesOf([storage])[1].create).toBe(shelfScreens.create);
  });
});

describe('the layout takes its menu, top-bar widgets and frames from the features', () => {
  it("wraps every page in each feature's frame, the first feature outermost, and shows their menu entries and widgets", async () => {
    tokenStore.save({ token: makeJwt(60), refreshToken: 'r', userName: 'Admin', id: 1, remember: false });
    const frame = (name: string) =>
      function Frame({ children }: { children: ReactNode }) {
        return <section aria-label={name}>{children}</section>;
      };
    const Widget = () => <span>widget</span>;
    // A page that reads its data: the top bar's widgets wait for it.
    const StockPage = () => <p>page of {useGetList('stock').data?.length ?? '…'}</p>;
    const features = [
      { ...inventory, frame: frame('outer') },
      { ...shop, frame: frame('inner'), appBarItems: [Widget] },
    ];
    renderInAdmin(
      <FeaturesProvider features={features}>
        <Layout>
          <StockPage />
        </Layout>
      </FeaturesProvider>,
      { dataProvider: { getList: () => Promise.resolve({ data: [{ id: 1 }, { id: 2 }], total: 2 }) as never } },
    );
    const inner = await screen.findByRole('region', { name: 'inner' });
    expect(screen.getByRole('region', { name: 'outer' })).toContainElement(inner);
    expect(await screen.findByText('widget')).toBeInTheDocument();
    expect(inner).toHaveTextContent('page of 2');
    expect(screen.getByRole('menuitem', { name: /stock/ })).toHaveAttribute('href', '/stock');
    expect(screen.queryByRole('menuitem', { name: 'Usuarios' })).not.toBeInTheDocument();
  });
});
