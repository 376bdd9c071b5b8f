import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderShow } from '../../../src/catalogue/orders/OrderShow';
import { InLocale } from '../support/InLocale';
import { order, references } from './orderFixtures';
import { renderCatalogue } from './renderCatalogue';

const showOrder = (status: string, calls: Record<string, unknown> = {}, extra: Record<string, unknown> = {}, locale = 'es') =>
  renderCatalogue(
    <InLocale locale={locale}>
      <Routes>
        <Route path="/pedidos/:id/show" element={<OrderShow />} />
      </Routes>
    </InLocale>,
    { resource: 'pedidos', url: '/pedidos/7/show', dataProvider: { getOne: async () => ({ data: order(status, extra) }), ...references, ...calls } as never },
  );

describe("cancelling one of the ERP's orders", () => {
  it('asks first, saying the units go back, then cancels it', async () => {
    const cancelOrder = vi.fn(async () => order('cancelled'));
    showOrder('validated', { cancelOrder });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Cancelar el pedido PED-000007?');
    expect(dialog).toHaveTextContent('Las unidades que el pedido descontó volverán a sus almacenes');
    expect(cancelOrder).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(cancelOrder).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Pedido cancelado')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Cancelar pedido', 'El pedido ya está cancelado'],
    ['en', 'Cancel order', 'The order is already cancelled'],
  ])("shows the server's reason when it refuses, in the screen's language (%s)", async (locale, cancelLabel, reason) => {
    const cancelOrder = vi.fn(async () => {
      throw new HttpError('El pedido ya está cancelado', 409, {
        error: 'conflict',
        message: 'El pedido ya está cancelado',
        detail: { key: 'order_already_cancelled', params: {} },
      });
    });
    showOrder('draft', { cancelOrder }, {}, locale);
    fireEvent.click(await screen.findByRole('button', { name: cancelLabel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: cancelLabel }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it("shows the server's own text when its answer names no sentence", async () => {
    const cancelOrder = vi.fn(async () => {
      throw new HttpError('El almacén está cerrado', 409, { error: 'conflict', message: 'El almacén está cerrado' });
    });
    showOrder('draft', { cancelOrder }, {}, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('El almacén está cerrado')).toBeInTheDocument();
  });

  it('is not offered for a cancelled order nor for a marketplace sale, which follows its marketplace', async () => {
    const { unmount } = showOrder('cancelled');
    expect(await screen.findByText('PED-000007')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    unmount();
    showOrder('validated', {}, { channel: 'mercadolibre', marketplace_order_id: '2000000001', stock_state: 'taken' });
    expect(await screen.findByRole('button', { name: 'Devolver al stock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });
});
