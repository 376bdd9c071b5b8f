import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Datagrid, List, memoryStore, Pagination, TextField, testDataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { ListSelectionReset } from '../../../src/schema-ui/ListSelectionReset';

const things = [1, 2, 3, 4].map((id) => ({ id, name: `Cosa ${id}` }));
const dataProvider = testDataProvider({
  getList: vi.fn().mockImplementation(async (_resource: string, { pagination }: GetListParams) => {
    const { page, perPage } = pagination ?? { page: 1, perPage: 2 };
    return { data: things.slice((page - 1) * perPage, page * perPage), total: things.length };
  }),
});

/** Selections live in react-admin's store; one left there from an earlier visit must not come back. */
const renderList = () => {
  const store = memoryStore({ 'cosas.selectedIds': [3] });
  const { unmount } = render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
        <List resource="cosas" perPage={2} pagination={<Pagination rowsPerPageOptions={[2]} />} disableSyncWithLocation>
          <ListSelectionReset />
          <Datagrid>
            <TextField source="name" />
          </Datagrid>
        </List>
      </AdminContext>
    </MemoryRouter>,
  );
  return { store, unmount };
};

describe('a list selection', () => {
  it('is forgotten when the list opens, when it changes page and when it closes', async () => {
    const { store, unmount } = renderList();
    await screen.findByText('Cosa 1', {}, { timeout: 10_000 });
    await waitFor(() => expect(store.getItem('cosas.selectedIds')).toEqual([]));
    // The first checkbox selects the whole page; the next one is the first row's.
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    await waitFor(() => expect(store.getItem('cosas.selectedIds')).toEqual([1]));
    fireEvent.click(screen.getByRole('button', { name: /página 2/i }));
    await screen.findByText('Cosa 3');
    await waitFor(() => expect(store.getItem('cosas.selectedIds')).toEqual([]));
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    await waitFor(() => expect(store.getItem('cosas.selectedIds')).toEqual([3]));
    unmount();
    expect(store.getItem('cosas.selectedIds')).toEqual([]);
  }, 30_000);
});
