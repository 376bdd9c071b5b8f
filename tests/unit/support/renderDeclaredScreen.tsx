import { render } from '@testing-library/react';
import { AdminContext, AdminUI, type DataProvider, Resource, testDataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../resources';
import { resourcesOf } from '../../../src/app/composeFeatures';
import type { Feature } from '../../../src/app/feature';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { createCatalogues, createI18nProvider } from '../../../src/providers/i18nProvider';

/** A value of each declared kind, the title field carrying `title` so a screen can be recognised by it. */
export const sampleRecord = (declaration: ResourceDeclaration, title: string): RaRecord => {
  const values = Object.entries(declaration.fields).map(([name, field]): [string, unknown] => {
    if (name === declaration.title) return [name, title];
    switch (field.kind) {
      case 'boolean':
        return [name, true];
      case 'integer':
      case 'number':
        return [name, field.min ?? 1];
      case 'enum':
        return [name, field.values?.[0]];
      case 'date':
        return [name, '2026-01-15'];
      case 'datetime':
        return [name, '2026-01-15T10:00:00Z'];
      case 'tags':
        return [name, ['uno']];
      case 'reference':
      case 'json':
      case 'password':
        return [name, null];
      default:
        return [name, 'texto'];
    }
  });
  return { ...Object.fromEntries(values), [declaration.key]: 1, id: 1 };
};

/**
 * Opens `url` in react-admin's own routing with every resource the features compose, their strings
 * (Spanish) and a stub data provider answering with `record`, or with no records at all without one;
 * `calls` answer in its place where a screen reads more (a record's related records).
 */
export const renderDeclaredScreen = (features: readonly Feature[], url: string, record?: RaRecord, calls: Partial<DataProvider> = {}) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FeaturesProvider features={features}>
        <AdminContext
          dataProvider={testDataProvider({
            getList: async () => (record ? { data: [record], total: 1 } : { data: [], total: 0 }),
            getOne: async () => ({ data: record }),
            getMany: async () => ({ data: [] }),
            getManyReference: async () => ({ data: [], total: 0 }),
            ...calls,
          } as never)}
          i18nProvider={createI18nProvider(createCatalogues(features))}
        >
          <AdminUI>
            {resourcesOf(features).map(({ name, ...screens }) => (
              <Resource key={name} name={name} {...screens} />
            ))}
          </AdminUI>
        </AdminContext>
      </FeaturesProvider>
    </MemoryRouter>,
  );
