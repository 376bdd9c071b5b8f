import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { warehouses } from '../../../resources/catalogue';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';

const loading = { timeout: 10_000 };
const moreData = { name: 'Más datos del ERP' };

describe('the fields only the ERP uses', { timeout: 20_000 }, () => {
  it("wait in a closed section after a new category's name, parent, description and colour", async () => {
    renderDeclaredScreen(features, '/categorias/create');
    const name = await screen.findByRole('textbox', { name: 'Nombre' }, loading);
    expect(screen.getAllByRole('textbox')[0]).toBe(name);
    expect(screen.getByLabelText('Entidad')).not.toBeVisible();
    expect(screen.getByLabelText('Clave de importación')).not.toBeVisible();
    expect(screen.getByLabelText('Descripción')).toBeVisible();

    await userEvent.click(screen.getByRole('button', moreData));
    expect(screen.getByLabelText('Entidad')).toBeVisible();
    expect(screen.getByLabelText('Entidad')).toHaveValue(1);
  });

  it("wait in a closed section under a warehouse's sheet", async () => {
    const warehouse = { ...sampleRecord(warehouses, 'Bodega Norte'), id: 4, statut: 1, status: 1, entity: 1 };
    renderDeclaredScreen(features, '/almacenes/4/show', warehouse);
    const section = (await screen.findByRole('button', moreData, loading)).closest('.MuiAccordion-root') as HTMLElement;
    expect((await screen.findAllByText('Bodega Norte'))[0]).toBeVisible();
    expect(within(section).getByText('Entidad')).not.toBeVisible();
    expect(within(section).getByText('Estado actual')).not.toBeVisible();
    // The status a seller reads stays in view, once.
    expect(screen.getAllByText('Estado').filter((label) => !section.contains(label))).toHaveLength(1);

    await userEvent.click(within(section).getByRole('button', moreData));
    expect(within(section).getByText('Entidad')).toBeVisible();
  });
});
