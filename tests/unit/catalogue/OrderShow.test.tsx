import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OrderShow } from '../../../src/catalogue/orders/OrderShow';
import { renderCatalogue } from './renderCatalogue';

const order = (status: string) => ({
  id: 7,
  rowid: 7,
  ref: 'PED-000007',
  status,
  client_id: null,
  subtotal: 100,
  tax: 16,
  total: 116,
  lines: [],
});

const showOrder = (status: string) =>
  renderCatalogue(
    <Routes>
      <Route path="/pedidos/:id/show" element={<OrderShow />} />
    </Routes>,
    {
      resource: 'pedidos',
      url: '/pedidos/7/show',
      dataProvider: { getOne: async () => ({ data: order(status) }) } as never,
    },
  );

describe('the order sheet', () => {
  it('offers validation and editing while the order is a draft', async () => {
    showOrder('draft');
    expect(await screen.findByText('PED-000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validar pedido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
  });

  it('offers neither once the order is validated, since the server refuses changes', async () => {
    showOrder('validated');
    expect(await screen.findByText('PED-000007')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validar pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
