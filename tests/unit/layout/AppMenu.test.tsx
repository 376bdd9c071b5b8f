import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppMenu, menuTarget } from '../../../src/layout/AppMenu';
import { renderInAdmin } from '../support/renderInAdmin';

describe('AppMenu', () => {
  it('shows the GENERAL section with statistics, users and about, and hides empty sections', async () => {
    renderInAdmin(<AppMenu />);
    expect(await screen.findByText('GENERAL')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Estadísticas' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('menuitem', { name: 'Usuarios' })).toHaveAttribute('href', '/usuarios');
    expect(screen.getByRole('menuitem', { name: 'Acerca de' })).toHaveAttribute('href', '/about');
    expect(screen.queryByText('ERP')).not.toBeInTheDocument();
    expect(screen.queryByText('E-COMMERCE')).not.toBeInTheDocument();
  });

  it('sends an entry without a URL to /404', () => {
    expect(menuTarget({ id: 'x', section: 'erp', label: 'x', icon: () => null })).toBe('/404');
  });
});
