import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicationSheet } from '../../../src/marketplaces/mercadolibre/publications/PublicationSheet';
import { renderCatalogue } from '../catalogue/renderCatalogue';
import { published } from './publicationFixtures';

const stock = {
  listing_id: 11,
  erp_quantity: 7,
  pushed_quantity: 7,
  live_quantity: 7,
  pushed_at: null,
  erp_price: 1299,
  live_price: 1299,
  held_price: null,
  sync_state: 'in_sync',
  buffer: 0,
  maximum: null,
  price_rule: 'same',
  price_value: null,
  guardrail_percent: 20,
};

describe('the publication sheet', () => {
  it('names the product the listing sells, linked to its sheet, never as a bare id, and its prices in pesos', async () => {
    renderCatalogue(
      <Routes>
        <Route path="/mercadolibre/publicaciones/:id" element={<PublicationSheet />} />
      </Routes>,
      {
        resource: 'mercadolibre/publicaciones',
        url: '/mercadolibre/publicaciones/11',
        dataProvider: {
          getOne: async () => ({ data: published }),
          getMany: async () => ({ data: [{ id: 101, ref: 'TEN-AZ', label: 'Tenis running azul talla 27' }] }),
          getList: async () => ({ data: [], total: 0 }),
          getListingStock: async () => stock,
        } as never,
      },
    );
    const details = (await screen.findByRole('heading', { name: 'Datos de la publicación' })).closest('.MuiCard-root') as HTMLElement;
    expect(await within(details).findByRole('link', { name: 'Tenis running azul talla 27' })).toHaveAttribute('href', '/productos/ver/101');
    expect(within(details).queryByText('101')).not.toBeInTheDocument();
    expect(within(details).getByText('$1,299.00 MXN')).toBeInTheDocument();
    const rules = screen.getByRole('heading', { name: 'Stock y precio' }).closest('.MuiCard-root') as HTMLElement;
    expect(await within(rules).findAllByText('$1,299.00 MXN')).toHaveLength(2);
  });
});
