import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderEdit } from '../../../src/catalogue/orders/OrderEdit';
import { order, references } from './orderFixtures';
import { currentLocation, renderCatalogue } from './renderCatalogue';

// Draft order 7 in its form, with the sheet it opens once validated.
const renderDraftOrderForm = (calls: { update: unknown; validateOrder: unknown }) =>
  renderCatalogue(
    <Routes>
      <Route path="/pedidos/:id" element={<OrderEdit />} />
      <Route path="/pedidos/:id/show" element={<p>sheet</p>} />
    </Routes>,
    {
      resource: 'pedidos',
      url: '/pedidos/7',
      dataProvider: { getOne: async () => ({ data: order('draft') }), ...references, ...calls } as never,
    },
  );

describe('"Validar pedido" in the order form', () => {
  it('validates the order as the form shows it: unsaved changes are saved first, then its sheet opens', async () => {
    const calls: string[] = [];
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      calls.push('update');
      return { data: { ...order('draft'), ...data } };
    });
    const validateOrder = vi.fn(async () => (calls.push('validate'), order('validated')));
    renderDraftOrderForm({ update, validateOrder });
    const quantity = await screen.findByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Validar pedido' }));

    await waitFor(() => expect(calls).toEqual(['update', 'validate']));
    const sent = update.mock.calls[0][1].data as { lines: { quantity: number }[] };
    expect(sent.lines[0].quantity).toBe(5);
    await waitFor(() => expect(currentLocation.pathname).toBe('/pedidos/7/show'));
  });

  it('validates at once when nothing changed', async () => {
    const update = vi.fn();
    const validateOrder = vi.fn(async () => order('validated'));
    renderDraftOrderForm({ update, validateOrder });
    await userEvent.click(await screen.findByRole('button', { name: 'Validar pedido' }));
    await waitFor(() => expect(validateOrder).toHaveBeenCalledWith(7));
    expect(update).not.toHaveBeenCalled();
  });
});
