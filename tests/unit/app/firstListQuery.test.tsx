import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { resourcesOf } from '../../../src/app/composeFeatures';
import { startFirstListQuery } from '../../../src/app/firstListQuery';
import { ProductList } from '../../../src/catalogue/products/ProductList';
import { features } from '../../../src/features';
import { renderCatalogue } from '../catalogue/renderCatalogue';

const mouse = { id: 7, rowid: 7, ref: 'RAT-001', label: 'Ratón inalámbrico', price: 100, price_ttc: 116, stock: 12, barcode: '7501234567890', images: [] };
const resources = resourcesOf(features);

describe('the first list query, started before the first render', () => {
  it('gives the products list its rows at once: the list finds the page the app asked for under its own cache key', async () => {
    const queryClient = new QueryClient();
    const earlyGetList = vi.fn(() => Promise.resolve({ data: [mouse], total: 12 }));
    startFirstListQuery(
      { pathname: '/productos', search: '?page=2&step=5&tosell=true' },
      resources,
      queryClient,
      testDataProvider({ getList: earlyGetList } as never),
    );
    expect(earlyGetList).toHaveBeenCalledWith('productos', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'rowid', order: 'DESC' },
      filter: { tosell: true },
    });
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ['productos', 'getList'], exact: false })?.state.status).toBe('success'));

    // The list's own request never answers: the rows can only come from the early query.
    const getList = vi.fn((resource: string) => (resource === 'productos' ? new Promise(() => undefined) : Promise.resolve({ data: [], total: 0 })));
    renderCatalogue(<ProductList />, {
      resource: 'productos',
      url: '/productos?page=2&step=5&tosell=true',
      queryClient,
      dataProvider: { getList, getMany: () => Promise.resolve({ data: [] }) } as never,
    });
    expect(await screen.findByText('Ratón inalámbrico')).toBeInTheDocument();
  });

  it('starts nothing at an address whose list does not tell its query in advance', () => {
    const queryClient = new QueryClient();
    const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
    startFirstListQuery({ pathname: '/almacenes', search: '' }, resources, queryClient, testDataProvider({ getList } as never));
    startFirstListQuery({ pathname: '/productos/crear', search: '' }, resources, queryClient, testDataProvider({ getList } as never));
    expect(getList).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
