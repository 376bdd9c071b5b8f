import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../resources';
import { resourcesOf } from '../../../src/app/composeFeatures';
import { catalogues } from '../../../src/appProviders';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';
import { stubScreen } from '../support/screenWidth';

const title = 'Registro de muestra';
/** The first screen loads its lazy modules cold, which takes seconds on a busy machine. */
const loading = { timeout: 10_000 };
type Labels = Record<string, { fields: Record<string, string> }>;
const labelOf = (resource: string, field: string) => (catalogues.spanish.resources as Labels)[resource].fields[field];

/** Every declaration a feature owns that has a menu hint, with the screens the app composes for it. */
const declared = features.flatMap((feature) => (feature.declarations ?? []).filter((declaration) => declaration.menu));
const cases = declared.flatMap((declaration) => {
  const screens = resourcesOf(features).find((resource) => resource.name === declaration.name);
  const urls = { list: `/${declaration.name}`, create: `/${declaration.name}/create`, edit: `/${declaration.name}/1`, show: `/${declaration.name}/1/show` };
  return (['list', 'create', 'edit', 'show'] as const)
    .filter((kind) => screens?.[kind])
    .map((kind) => ({ name: declaration.name, kind, url: urls[kind], declaration }));
});

describe('the screens of every declared resource with a menu entry', () => {
  it('covers the declared resources with menu hints, each owned by a feature', () => {
    expect(declared.map((declaration) => declaration.name)).toEqual(expect.arrayContaining(['almacenes', 'categorias', 'clientes']));
    expect(declared.map((declaration) => declaration.name).sort()).toEqual(
      resources
        .filter((declaration) => declaration.menu)
        .map((declaration) => declaration.name)
        .sort(),
    );
    expect(cases.length).toBeGreaterThanOrEqual(declared.length * 2);
  });

  it.each(cases)('$name: $kind renders at $url', { timeout: 20_000 }, async ({ kind, url, declaration }) => {
    renderDeclaredScreen(features, url, sampleRecord(declaration, title));
    if (kind === 'create')
      expect(await screen.findByLabelText(new RegExp(`^${labelOf(declaration.name, declaration.title)}\\W*$`), {}, loading)).toHaveValue('');
    else if (kind === 'edit') expect(await screen.findByDisplayValue(title, {}, loading)).toBeInTheDocument();
    else expect((await screen.findAllByText(title, {}, loading)).length).toBeGreaterThan(0);
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());
    const warehouses = declared.find((declaration) => declaration.name === 'almacenes')!;

    it.each([
      { url: '/almacenes/1', names: ['Ver', 'Guardar', 'Borrar'] },
      { url: '/almacenes/1/show', names: ['Editar'] },
    ])('names the actions of $url in words, not bare icons', { timeout: 20_000 }, async ({ url, names }) => {
      stubScreen('phone');
      renderDeclaredScreen(features, url, sampleRecord(warehouses, title));
      for (const name of names) {
        const control = await screen.findByRole(name === 'Guardar' || name === 'Borrar' ? 'button' : 'link', { name }, loading);
        expect(control).toHaveTextContent(name);
      }
    });
  });
});
