import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../resources/catalogue';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';

const order = sampleRecord(orders, 'PED-0001');
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
    expect(offered).toEqual(expect.arrayContaining(['Estado', 'Por preparar y enviar']));
  });
});
