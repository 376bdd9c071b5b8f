import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, localStorageStore, ResourceContextProvider, type Store, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clients } from '../../../resources/catalogue';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { i18nProvider } from '../../../src/appProviders';
import { features } from '../../../src/features';
import { SchemaList } from '../../../src/schema-ui/SchemaList';

const rows = [
  { id: 1, name: 'Abarrotes Lupita', rfc: 'AAL010101AAA', email: 'lupita@example.mx', city: 'Puebla' },
  { id: 2, name: 'Ferretería El Clavo', rfc: 'FEC020202BBB', email: 'clavo@example.mx', city: 'León' },
  { id: 3, name: 'Papelería Sol', rfc: 'PSO030303CCC', email: 'sol@example.mx', city: 'Mérida' },
];

const shown = { pathname: '' };
const LocationProbe = () => {
  // The probe hands the router's location to the test on every render.
  // eslint-disable-next-line react-hooks/immutability
  shown.pathname = useLocation().pathname;
  return null;
};

const renderClients = (store: Store) =>
  render(
    <MemoryRouter initialEntries={['/clientes']}>
      <FeaturesProvider features={features}>
        <AdminContext
          store={store}
          dataProvider={testDataProvider({ getList: async () => ({ data: rows, total: rows.length }) as never })}
          i18nProvider={i18nProvider}
        >
          <ResourceContextProvider value="clientes">
            <SchemaList declaration={clients} />
          </ResourceContextProvider>
          <LocationProbe />
        </AdminContext>
      </FeaturesProvider>
    </MemoryRouter>,
  );

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('a list, by the seller', () => {
  it('hides a column from the column chooser, and the list remembers it when opened again', async () => {
    const store = localStorageStore(undefined, 'columns-test');
    const first = renderClients(store);
    await screen.findByText('Abarrotes Lupita');
    expect(headers()).toContain('RFC');

    await userEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'RFC' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(headers()).not.toContain('RFC'));
    expect(screen.queryByText('AAL010101AAA')).not.toBeInTheDocument();
    first.unmount();

    renderClients(store);
    await screen.findByText('Abarrotes Lupita');
    expect(headers()).not.toContain('RFC');
    expect(headers()).toContain('Correo');
  });

  it('moves between rows with the arrow keys, selects one with Space and opens one with Enter', async () => {
    renderClients(localStorageStore(undefined, 'keys-test'));
    await screen.findByText('Abarrotes Lupita');
    const [lupita, clavo, sol] = bodyRows();

    // Tab past the toolbar and the header's controls to the first row.
    for (let presses = 0; presses < 30 && !bodyRows().includes(document.activeElement as HTMLElement); presses++) await userEvent.tab();
    expect(lupita).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(clavo).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(sol).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(sol).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(clavo).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(within(clavo!).getByRole('checkbox')).toBeChecked();
    expect(await screen.findByText('1 seleccionado')).toBeInTheDocument();

    // A customer opens on their sheet, where their orders are.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shown.pathname).toBe('/clientes/2/show'));
  });
});
