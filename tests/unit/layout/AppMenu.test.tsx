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
    const publications = screen.getAllByRole('menuitem', { name: 'Publicaciones' }).map((item) => item.getAttribute('href'));
    // Every marketplace's publications first, then each marketplace's own.
    expect(publications).toEqual(['/publicaciones', '/mercadolibre/publicaciones', '/amazon/publicaciones']);
  });

  it('opens GENERAL with statistics, settings and tasks, in that order', async () => {
    renderInAdmin(<AppMenu />);
    await screen.findByText('GENERAL');
    const shown = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
    expect(shown.slice(0, 3)).toEqual(['Estadísticas', 'Configuración', 'Tareas']);
  });

  it("places the declared resources' entries by their menu hints between the ERP feature's own entries", async () => {
    renderInAdmin(<AppMenu />);
    await screen.findByText('ERP');
    const erp = ['Productos', 'Almacenes', 'Categorías', 'Clientes', 'Pedidos'];
    const shown = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
    expect(shown.filter((name) => erp.includes(name))).toEqual(erp);
    expect(screen.getByRole('menuitem', { name: 'Almacenes' })).toHaveAttribute('href', '/almacenes');
    expect(screen.getByRole('menuitem', { name: 'Clientes' })).toHaveAttribute('href', '/clientes');
  });

  it('sends an entry without a URL to /404', () => {
    expect(menuTarget({ id: 'x', section: 'erp', label: 'x', icon: () => null })).toBe('/404');
  });
});
