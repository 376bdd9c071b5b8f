import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { warehouses } from '../../../resources/catalogue';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';

const warehouse = { ...sampleRecord(warehouses, 'Bodega Norte'), id: 4 };

/** The warehouses list, and the products list answering a count per filter: 181 with units in the warehouse, none below their alert stock there. */
const counting = vi.fn(async (resource: string, { filter }: { filter: Record<string, unknown> }) =>
  resource === 'almacenes' ? { data: [warehouse], total: 1 } : { data: [], total: filter.stock_alert ? 0 : 181 },
);

describe("a warehouse's sheet", () => {
  it('says how many products it holds, linking the products list filtered by it, and how many of them are below their alert stock', async () => {
    renderDeclaredScreen(features, '/almacenes/4/show', warehouse, { getList: counting } as never);
    const section = await screen.findByRole('region', { name: 'Productos' }, { timeout: 10_000 });
    expect(await within(section).findByRole('link', { name: '181 productos con unidades aquí' })).toHaveAttribute('href', '/productos?warehouse=4');
    expect(await within(section).findByText('Ninguno por debajo de su stock de alerta')).toBeInTheDocument();
    expect(counting).toHaveBeenCalledWith('productos', expect.objectContaining({ filter: { warehouse: 4, stock_alert: true } }));
  });

  it('opens from its row in the warehouses list', async () => {
    renderDeclaredScreen(features, '/almacenes', warehouse, { getList: counting } as never);
    await userEvent.click(await screen.findByText('Bodega Norte', {}, { timeout: 10_000 }));
    expect(await screen.findByRole('region', { name: 'Productos' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
