import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Feature } from '../../../src/app/feature';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { features } from '../../../src/features';
import { AppMenu } from '../../../src/layout/AppMenu';
import { createCatalogues, createI18nProvider } from '../../../src/providers/i18nProvider';
import { recordsToCsv } from '../../../src/schema-ui/listExporter';
import { suppliers } from '../../fixtures/suppliers';
import { renderDeclaredScreen } from '../support/renderDeclaredScreen';

/** The fixture's owner: the declaration and its labels, nothing else. */
const supplierFeature: Feature = {
  id: 'suppliers',
  declarations: [suppliers],
  messages: {
    es: {
      resources: {
        proveedores: {
          name: 'Proveedor |||| Proveedores',
          fields: { id: 'ID', name: 'Razón social', email: 'Correo', kind: 'Giro', active: 'Activo' },
          values: { kind: { goods: 'Bienes', services: 'Servicios' } },
        },
      },
    },
    en: async () => ({
      resources: {
        proveedores: {
          name: 'Supplier |||| Suppliers',
          fields: { id: 'ID', name: 'Company name', email: 'Email', kind: 'Line', active: 'Active' },
          values: { kind: { goods: 'Goods', services: 'Services' } },
        },
      },
    }),
  },
};
const withSuppliers = [...features, supplierFeature];
const supplier = { id: 7, rowid: 7, name: 'Aceros del Norte', email: 'ventas@aceros.mx', kind: 'services', active: true };
/** The first screen loads its lazy modules cold, which takes seconds on a busy machine. */
const loading = { timeout: 10_000 };

describe('a resource that is only a declaration and its labels', { timeout: 20_000 }, () => {
  it('gets a menu entry placed by its hint', async () => {
    render(
      <MemoryRouter>
        <FeaturesProvider features={withSuppliers}>
          <AdminContext i18nProvider={createI18nProvider(createCatalogues(withSuppliers))}>
            <AppMenu />
          </AdminContext>
        </FeaturesProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('menuitem', { name: 'Proveedores' })).toHaveAttribute('href', '/proveedores');
    const erp = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(erp.indexOf('Proveedores')).toBe(erp.indexOf('Clientes') + 1);
    expect(erp.indexOf('Pedidos')).toBe(erp.indexOf('Proveedores') + 1);
  });

  it('gets a generic list with its columns, translated values, search and filters', async () => {
    renderDeclaredScreen(withSuppliers, '/proveedores', supplier);
    const row = (await screen.findByText('Aceros del Norte', {}, loading)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('ventas@aceros.mx')).toBeInTheDocument();
    expect(within(row).getByText('Servicios')).toBeInTheDocument();
    for (const column of ['Razón social', 'Correo', 'Giro', 'Activo'])
      expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const filterNames = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(filterNames).toEqual(expect.arrayContaining(['Giro', 'Activo']));
    expect(filterNames).not.toContain('Correo');
  });

  it('gets a create form with an input per field', async () => {
    renderDeclaredScreen(withSuppliers, '/proveedores/create', supplier);
    expect(await screen.findByLabelText(/^Razón social/, {}, loading)).toHaveValue('');
    expect(screen.getByLabelText(/^Correo/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Activo/)).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Giro/ })).toHaveTextContent('Bienes');
  });

  it('gets an edit form and a record page titled by the declared title field', async () => {
    renderDeclaredScreen(withSuppliers, '/proveedores/7', supplier);
    expect(await screen.findByDisplayValue('Aceros del Norte', {}, loading)).toBeInTheDocument();
    expect(screen.getByText('Proveedor: Aceros del Norte')).toBeInTheDocument();
  });

  it('gets a record page showing every field', async () => {
    renderDeclaredScreen(withSuppliers, '/proveedores/7/show', supplier);
    expect(await screen.findByText('ventas@aceros.mx', {}, loading)).toBeInTheDocument();
    expect(screen.getByText('Proveedor: Aceros del Norte')).toBeInTheDocument();
    expect(screen.getByText('Servicios')).toBeInTheDocument();
  });

  it('exports its declared list columns as CSV', () => {
    expect(recordsToCsv([{ ...supplier, name: 'Aceros, S.A.' }], ['id', ...suppliers.list])).toBe(
      'id,name,email,kind,active\r\n7,"Aceros, S.A.",ventas@aceros.mx,services,true',
    );
  });
});
