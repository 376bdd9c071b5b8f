import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../resources/catalogue';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';

const order = sampleRecord(orders, 'PED-0001');
const amazonSale = { ...order, channel: 'amazon' };
const loading = { timeout: 10_000 };

describe('the orders list', { timeout: 20_000 }, () => {
  it('shows the "to prepare" filter the home card opens it with, switched on', async () => {
    renderDeclaredScreen(features, `/pedidos?filter=${encodeURIComponent(JSON.stringify({ to_prepare: true }))}`, order);
    expect(await screen.findByLabelText('Por preparar y enviar', {}, loading)).toBeChecked();
  });

  it('offers it among the filters a seller can add', async () => {
    renderDeclaredScreen(features, '/pedidos', order);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar filtro' }, loading));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Estado', 'Canal de venta', 'Por preparar y enviar']));
    expect(offered).not.toContain('Cuenta del canal');
  });

  it('says which marketplace each sale came from, in words, and filters by it from a list of names', async () => {
    renderDeclaredScreen(features, '/pedidos', amazonSale);
    expect(await screen.findByRole('columnheader', { name: 'Canal de venta' }, loading)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Amazon' })).toBeInTheDocument();
    expect(screen.queryByText('amazon')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Canal de venta' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Canal de venta' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual(expect.arrayContaining(['Mercado Libre', 'Amazon']));
  });
});
