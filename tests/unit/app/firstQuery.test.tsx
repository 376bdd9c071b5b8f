import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HomeSummary } from '../../../resources/homeSummary';
import { openingScreensOf } from '../../../src/app/composeFeatures';
import { startFirstQuery } from '../../../src/app/firstQuery';
import { ProductList } from '../../../src/catalogue/products/ProductList';
import { Dashboard } from '../../../src/dashboard/Dashboard';
import { features } from '../../../src/features';
import { renderCatalogue } from '../catalogue/renderCatalogue';
import { renderInAdmin } from '../support/renderInAdmin';

const mouse = { id: 7, rowid: 7, ref: 'RAT-001', label: 'Ratón inalámbrico', price: 100, price_ttc: 116, stock: 12, barcode: '7501234567890', images: [] };
const screens = openingScreensOf(features);
const day = { day: '2026-12-07', count: 0, amount: 0 };
const noneWaiting = { unanswered: 0, oldestUnansweredAt: null };
const quietDay: HomeSummary = {
  sales: [{ channel: 'erp', today: { count: 2, amount: 4321 }, last7Days: { count: 3, amount: 5000 }, last30Days: { count: 4, amount: 6000 }, byDay: [day] }],
  ordersToPrepare: 0,
  publications: { byState: { on_sale: 0, not_buyable: 0, attention: 0, draft: 0, ended: 0 }, total: 0, sold: 0, outOfSync: 0 },
  questions: { ...noneWaiting, byChannel: { mercadolibre: noneWaiting, amazon: noneWaiting } },
  claims: { open: 0, overdue: 0, nextDueAt: null, amazonReturnsToDecide: 0 },
  lowStock: { count: 0, first: [] },
  tasks: { running: 0, failedLastDay: 0 },
  notifications: { unseen: 0 },
};

/** A data provider whose own requests never answer: what a screen shows can only come from the early query. */
const neverAnswering = () => new Promise(() => undefined);

describe('the first query of the opening screen, started before the first render', () => {
  it('gives the products list its rows at once: the list finds the page the app asked for under its own cache key', async () => {
    const queryClient = new QueryClient();
    const earlyGetList = vi.fn(() => Promise.resolve({ data: [mouse], total: 12 }));
    startFirstQuery(
      { pathname: '/productos', search: '?page=2&step=5&tosell=true' },
      screens,
      queryClient,
      testDataProvider({ getList: earlyGetList } as never),
    );
    expect(earlyGetList).toHaveBeenCalledWith('productos', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'rowid', order: 'DESC' },
      filter: { tosell: true },
    });
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ['productos', 'getList'], exact: false })?.state.status).toBe('success'));

    const getList = vi.fn((resource: string) => (resource === 'productos' ? neverAnswering() : Promise.resolve({ data: [], total: 0 })));
    renderCatalogue(<ProductList />, {
      resource: 'productos',
      url: '/productos?page=2&step=5&tosell=true',
      queryClient,
      dataProvider: { getList, getMany: () => Promise.resolve({ data: [] }) } as never,
    });
    expect(await screen.findByText('Ratón inalámbrico')).toBeInTheDocument();
  });

  it("gives the home page its figures at once: the page finds the summary of the browser's time zone the app asked for", async () => {
    const queryClient = new QueryClient();
    const earlySummary = vi.fn(() => Promise.resolve(quietDay));
    startFirstQuery({ pathname: '/', search: '' }, screens, queryClient, testDataProvider({ getHomeSummary: earlySummary } as never));
    expect(earlySummary).toHaveBeenCalledWith(-new Date().getTimezoneOffset());
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ['home', 'summary'], exact: false })?.state.status).toBe('success'));

    const getHomeSummary = vi.fn(neverAnswering);
    renderInAdmin(<Dashboard />, { dataProvider: { getHomeSummary } as never, queryClient });
    expect(await screen.findByText('$4,321.00 MXN', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('starts nothing at an address whose screen does not tell its query in advance', () => {
    const queryClient = new QueryClient();
    const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
    startFirstQuery({ pathname: '/almacenes', search: '' }, screens, queryClient, testDataProvider({ getList } as never));
    startFirstQuery({ pathname: '/productos/crear', search: '' }, screens, queryClient, testDataProvider({ getList } as never));
    startFirstQuery({ pathname: '/', search: '' }, { resources: screens.resources }, queryClient, testDataProvider({ getList } as never));
    expect(getList).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
