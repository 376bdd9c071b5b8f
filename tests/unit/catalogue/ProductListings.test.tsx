import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderProductSheet } from './renderProductSheet';

describe('the product sheet: where the product is listed', () => {
  it('has a section for each marketplace of the app, each reading its own publications of the product', async () => {
    const getManyReference = vi.fn(async (resource: string) =>
      resource === 'amazon/publicaciones'
        ? {
            data: [{ id: 21, account_id: 1, product_id: 3, sku: 'PRD-3', title: 'Taladro', status: 'DISCOVERABLE', quantity: 0, price: 10, issues: [] }],
            total: 1,
          }
        : { data: [], total: 0 },
    );
    renderProductSheet('es', { getManyReference: getManyReference as never });
    const heading = await screen.findByRole('heading', { name: 'Dónde se publica' }, { timeout: 10_000 });
    const listings = heading.parentElement!;
    const channelNames = () =>
      within(listings)
        .queryAllByRole('heading', { level: 3 })
        .map((channel) => channel.textContent);
    await waitFor(() => expect(channelNames()).toEqual(['Mercado Libre', 'Amazon']), { timeout: 10_000 });
    expect(await within(listings).findByText('Sin publicaciones en Mercado Libre')).toBeInTheDocument();
    expect(await within(listings).findByText('Visible sin stock')).toBeInTheDocument();
    expect(within(listings).getByRole('link', { name: 'Publicar en Mercado Libre' })).toHaveAttribute(
      'href',
      '/mercadolibre/publicaciones/create?product_id=3',
    );
    expect(within(listings).getByRole('button', { name: 'Publicar en Amazon' })).toBeInTheDocument();
    const readBy = getManyReference.mock.calls.map(([resource]) => resource);
    expect(readBy).toEqual(expect.arrayContaining(['mercadolibre/publicaciones', 'amazon/publicaciones']));
  }, 30_000);
});
