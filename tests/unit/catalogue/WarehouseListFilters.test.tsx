import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, ResourceContextProvider, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { warehouses } from '../../../resources/catalogue/warehouses';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { i18nProvider } from '../../../src/appProviders';
import { features } from '../../../src/features';
import { SchemaList } from '../../../src/schema-ui/SchemaList';

const rows = [{ id: 1, ref: 'CDMX', label: 'Bodega Ciudad de México', town: 'CDMX', statut: 1, status: 1 }];

describe('the warehouses list', () => {
  it('offers one status filter: the status the ERP mirrors under a second name is not a second choice', async () => {
    render(
      <MemoryRouter initialEntries={['/almacenes']}>
        <FeaturesProvider features={features}>
          <AdminContext
            store={memoryStore()}
            dataProvider={testDataProvider({ getList: async () => ({ data: rows, total: rows.length }) as never })}
            i18nProvider={i18nProvider}
          >
            <ResourceContextProvider value="almacenes">
              <SchemaList declaration={warehouses} />
            </ResourceContextProvider>
          </AdminContext>
        </FeaturesProvider>
      </MemoryRouter>,
    );
    await screen.findByText('Bodega Ciudad de México');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const choices = (await screen.findAllByRole('menuitemcheckbox')).map((choice) => choice.textContent);
    expect(choices).toEqual(['Estado']);
  });
});
