import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clients, orders } from '../../../resources/catalogue';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';

const customer = { ...sampleRecord(clients, 'Ferretería López'), id: 12 };
const theirOrders = [
  { ...sampleRecord(orders, 'PED-000031'), id: 31, client_id: 12, status: 'validated', total: 2188 },
  { ...sampleRecord(orders, 'PED-000030'), id: 30, client_id: 12, status: 'draft', total: 100, channel: null },
];

describe("a customer's sheet", () => {
  it('lists the orders they placed under their fields, each opening its sheet, without a customer column', async () => {
    const getManyReference = vi.fn(async () => ({ data: theirOrders, total: 2 }));
    renderDeclaredScreen(features, '/clientes/12/show', customer, { getManyReference } as never);
    const section = await screen.findByRole('region', { name: 'Sus pedidos' }, { timeout: 10_000 });
    expect(await within(section).findByText('PED-000031')).toBeInTheDocument();
    expect(within(section).getByText('Validado')).toBeInTheDocument();
    expect(within(section).getByText('Borrador')).toBeInTheDocument();
    // An order made in the ERP says so as its channel, where the column was blank.
    expect(within(within(section).getByText('PED-000030').closest('tr')!).getByText('ERP')).toBeInTheDocument();
    expect(within(section).queryByRole('columnheader', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith('pedidos', expect.objectContaining({ target: 'client_id', id: 12 }));
    // Amounts line up on the right, under their header.
    expect(within(section).getByRole('columnheader', { name: 'Total' })).toHaveStyle({ textAlign: 'right' });
    expect(within(section).getByText('$2,188.00 MXN').closest('td')).toHaveStyle({ textAlign: 'right' });
    // The customer's own fields stay above.
    expect(screen.getAllByText('Ferretería López').length).toBeGreaterThan(0);
  });

  it('names the marketplace buyer the customer was made from in words, not by its stored key', async () => {
    renderDeclaredScreen(features, '/clientes/12/show', { ...customer, channel_buyer_key: 'mercadolibre:900000250' });
    expect(await screen.findByText('Mercado Libre · comprador 900000250', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Comprador en el marketplace')).toBeInTheDocument();
    expect(screen.queryByText('mercadolibre:900000250')).not.toBeInTheDocument();
  });

  it('opens from its row in the customers list', async () => {
    renderDeclaredScreen(features, '/clientes', customer);
    await userEvent.click(await screen.findByText('Ferretería López', {}, { timeout: 10_000 }));
    expect(await screen.findByRole('region', { name: 'Sus pedidos' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
