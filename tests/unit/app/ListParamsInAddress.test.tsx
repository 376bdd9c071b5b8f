import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Datagrid, List, memoryStore, Pagination, TextField, testDataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { ListParamsInAddress } from '../../../src/schema-ui/ListParamsInAddress';

const things = [1, 2, 3, 4].map((id) => ({ id, name: `Cosa ${id}` }));
const dataProvider = testDataProvider({
  getList: vi.fn().mockImplementation(async (_resource: string, { pagination }: GetListParams) => {
    const { page, perPage } = pagination ?? { page: 1, perPage: 2 };
    return { data: things.slice((page - 1) * perPage, page * perPage), total: things.length };
  }),
});

/** The browser's Back button and address bar, as far as the list can tell. */
const Browser = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <output aria-label="dirección">{search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás
      </button>
    </>
  );
};

/** A list opened at its bare address, react-admin's store holding what an earlier visit left. */
const renderList = (stored: Record<string, unknown> = {}) => {
  const store = memoryStore(stored);
  render(
    <MemoryRouter initialEntries={['/cosas']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
        <Browser />
        <List resource="cosas" perPage={2} sort={{ field: 'name', order: 'ASC' }} pagination={<Pagination rowsPerPageOptions={[2]} />}>
          <ListParamsInAddress />
          <Datagrid>
            <TextField source="name" />
          </Datagrid>
        </List>
      </AdminContext>
    </MemoryRouter>,
  );
  return store;
};

const address = () => new URLSearchParams(screen.getByLabelText('dirección').textContent ?? '');

describe('a list opened at an address without its page', () => {
  it('writes the page it shows into the address, so Back from page 2 returns to page 1', async () => {
    renderList();
    await screen.findByText('Cosa 1', {}, { timeout: 10_000 });
    await waitFor(() => expect(address().get('page')).toBe('1'));
    expect(address().get('sort')).toBe('name');
    fireEvent.click(screen.getByRole('button', { name: /página 2/i }));
    await screen.findByText('Cosa 3');
    await waitFor(() => expect(address().get('page')).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    await screen.findByText('Cosa 1');
    expect(address().get('page')).toBe('1');
    expect(screen.queryByText('Cosa 3')).toBeNull();
  }, 30_000);

  it('still shows the page an earlier visit left, and names it in the address', async () => {
    renderList({ 'cosas.listParams': { page: 2, perPage: 2, sort: 'name', order: 'ASC', filter: {}, displayedFilters: {} } });
    await screen.findByText('Cosa 3', {}, { timeout: 10_000 });
    await waitFor(() => expect(address().get('page')).toBe('2'));
  }, 30_000);
});
