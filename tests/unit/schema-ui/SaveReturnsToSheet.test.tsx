import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clients } from '../../../resources/catalogue';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';

const customer = {
  ...sampleRecord(clients, 'Ferretería López'),
  id: 12,
  phone: '81 1234 5678',
  email: 'compras@ferreterialopez.mx',
  cp: '64000',
  rfc: 'FLO010101AB1',
};
const renamed = { ...customer, name: 'Ferretería López e Hijos' };

const saving = () => ({
  update: vi.fn(async () => ({ data: renamed })),
  getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
});

const rename = async () => {
  fireEvent.change(await screen.findByDisplayValue('Ferretería López', {}, { timeout: 10_000 }), { target: { value: renamed.name } });
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
};

describe('saving a record', () => {
  it('opened from its sheet returns to that sheet, with what was saved', async () => {
    const calls = saving();
    renderDeclaredScreen(features, '/clientes/12/show', customer, calls as never);
    await userEvent.click(await screen.findByRole('link', { name: 'Editar' }, { timeout: 10_000 }));
    await rename();
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('region', { name: 'Sus pedidos' }, { timeout: 10_000 })).toBeInTheDocument();
    expect((await screen.findAllByText('Ferretería López e Hijos')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  }, 20_000);

  it('opened by its address returns to the list', async () => {
    const calls = saving();
    renderDeclaredScreen(features, '/clientes/12', customer, calls as never);
    await rename();
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Sus pedidos' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Crear' })).toBeInTheDocument();
  }, 20_000);
});
