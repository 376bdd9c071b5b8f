import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderCreate } from '../../../src/catalogue/orders/OrderCreate';
import { renderCatalogue } from './renderCatalogue';

// Three customers of one name: made here (with or without an RFC), and an Amazon buyer's.
const customers = [
  { id: 4, name: 'Valeria Cruz', rfc: 'CUVA900101AB1', email: 'valeria@example.com', city: 'Guadalajara' },
  { id: 9, name: 'Valeria Cruz', city: 'Monterrey' },
  { id: 60, name: 'Valeria Cruz', channel_buyer_key: 'amazon:702-7338069-0000034' },
];

const renderNewOrder = () => {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 1 } }));
  renderCatalogue(
    <Routes>
      <Route path="/pedidos/create" element={<OrderCreate />} />
      <Route path="/pedidos" element={<p>saved</p>} />
    </Routes>,
    {
      resource: 'pedidos',
      url: '/pedidos/create',
      dataProvider: {
        getList: async () => ({ data: customers, total: customers.length }),
        getMany: async (_resource: string, { ids }: { ids: unknown[] }) => ({ data: customers.filter((customer) => ids.includes(customer.id)) }),
        create,
      } as never,
    },
  );
  return { create };
};

describe('the customer of a new order', () => {
  it('is offered with what tells customers of one name apart, and the field keeps the name alone', async () => {
    const { create } = renderNewOrder();
    const picker = await screen.findByRole('combobox', { name: 'Cliente' });
    await userEvent.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Valeria CruzCUVA900101AB1 · valeria@example.com · Guadalajara',
      'Valeria CruzMonterrey',
      'Valeria CruzAmazon · comprador 702-7338069-0000034',
    ]);
    expect(within(options[2]).getByText('Amazon · comprador 702-7338069-0000034')).toBeInTheDocument();

    await userEvent.click(options[2]);
    await waitFor(() => expect(picker).toHaveValue('Valeria Cruz'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data.client_id).toBe(60);
  });
});
