import { describe, expect, it } from 'vitest';
import { catalogueResources } from '../../../resources/catalogue';
import { catalogues } from '../../../src/appProviders';

type Labels = Readonly<Record<string, { readonly fields?: Readonly<Record<string, string>> }>>;

const missing = (resources: Labels) =>
  catalogueResources.flatMap((resource) =>
    Object.keys(resource.fields)
      .filter((field) => typeof resources[resource.name]?.fields?.[field] !== 'string')
      .map((field) => `${resource.name}.${field}`),
  );

describe('catalogue labels', () => {
  it('every declared catalogue field has a label in Spanish and in English', () => {
    expect(missing(catalogues.spanish.resources as Labels)).toEqual([]);
    expect(missing(catalogues.english.resources as Labels)).toEqual([]);
  });
});
