import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppMenu, menuTarget } from '../../../src/layout/AppMenu';
import { renderInAdmin } from '../support/renderInAdmin';

describe('AppMenu', () => {
  it('shows the GENERAL, ERP and E-COMMERCE headings in order with their entries', async () => {
    renderInAdmin(<AppMenu />);
    expect(await screen.findByText('GENERAL')).toBeInTheDocument();
    const headings = screen.getAllByText(/^(GENERAL|ERP|E-COMMERCE)$/).map((heading) => heading.textContent);
    expect(headings).toEqual(['GENERAL', 'ERP', 'E-COMMERCE']);
    expect(screen.getByRole('menuitem', { name: 'Estadísticas' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('menuitem', { name: 'Usuarios' })).toHaveAttribute('href', '/usuarios');
    expect(screen.getByRole('menuitem', { name: 'Acerca de' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('menuitem', { name: 'Productos' })).toHaveAttribute('href', '/productos');
    expect(screen.getByRole('menuitem', { name: 'Publicaciones' })).toHaveAttribute('href', '/mercadolibre/publicaciones');
  });

  it('sends an entry without a URL to /404', () => {
    expect(menuTarget({ id: 'x', section: 'erp', label: 'x', icon: () => null })).toBe('/404');
  });
});
