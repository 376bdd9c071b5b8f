import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../../../src/settings/SettingsPage';
import { MercadoLibreSettingsPage } from '../../../src/settings/mercadolibre/MercadoLibreSettingsPage';
import { renderInAdmin } from '../support/renderInAdmin';
import { credentialStubs, outlet, tienda } from '../marketplaces/publicationFixtures';

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('settings', () => {
  it('lists every platform with its state; only MercadoLibre can be configured', async () => {
    renderInAdmin(<SettingsPage />, { dataProvider: credentialStubs([tienda]) as never });
    expect(await screen.findByText('conectado')).toBeInTheDocument();
    expect(screen.getAllByText('no conectado')).toHaveLength(4);
    for (const name of ['Mercado Libre', 'Amazon', 'Walmart', 'Any Market', 'Tienda']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Configurar' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Configurar' })).toHaveAttribute('href', '/configuracion/mercadolibre');
  });

  it('shows the MercadoLibre accounts with User_id, active flag and status, and a reconnect prompt for a revoked one', async () => {
    renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: credentialStubs([tienda, outlet]) as never });
    expect(await screen.findByText('TIENDA_MX')).toBeInTheDocument();
    const active = rowOf('TIENDA_MX');
    expect(within(active).getByText('5001')).toBeInTheDocument();
    expect(within(active).getByText('Activa')).toBeInTheDocument();
    expect(within(active).getByText('Conectada')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Usar como activa' })).not.toBeInTheDocument();
    const revoked = rowOf('OUTLET_MX');
    expect(within(revoked).getByText('Revocada')).toBeInTheDocument();
    expect(within(revoked).getByRole('button', { name: 'Usar como activa' })).toBeInTheDocument();
    expect(screen.getByText('La cuenta OUTLET_MX perdió la autorización')).toBeInTheDocument();
    expect(screen.getByText('El vendedor revocó el acceso de la aplicación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconectar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conectar cuenta' })).toBeInTheDocument();
  });
});
