import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { resourceAliasesOf } from '../../../src/app/resourceAliases';
import { catalogues } from '../../../src/appProviders';
import { features } from '../../../src/features';

type Labels = Readonly<Record<string, { readonly fields?: Readonly<Record<string, string>> }>>;

/** A screen whose route differs from its declared name keeps the labels under the route's name. */
const aliases = Object.entries(resourceAliasesOf(features));
const screenNamesOf = (name: string) => [name, ...aliases.filter(([, declared]) => declared === name).map(([alias]) => alias)];

const missing = (labels: Labels) =>
  resources.flatMap((resource) =>
    Object.keys(resource.fields)
      .filter((field) => !screenNamesOf(resource.name).some((name) => typeof labels[name]?.fields?.[field] === 'string'))
      .map((field) => `${resource.name}.${field}`),
  );

describe('declared labels', () => {
  it('every field of every declaration has a label in Spanish and in English', async () => {
    expect(resources.length).toBeGreaterThan(10);
    expect(missing(catalogues.spanish.resources as Labels)).toEqual([]);
    expect(missing((await catalogues.english()).resources as Labels)).toEqual([]);
  });
});
