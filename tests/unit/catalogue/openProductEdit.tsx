import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { ProductEdit } from '../../../src/catalogue/products/ProductEdit';
import { renderCatalogue } from './renderCatalogue';

/**
 * Opens product 5's edit screen on `record`, with `related` answering the pickers' lists by
 * resource; returns the dataProvider's update, which saves the record as sent.
 */
export const openProductEdit = (record: Record<string, unknown>, related: Record<string, readonly Record<string, unknown>[]> = {}) => {
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...record, ...data } }));
  renderCatalogue(
    <Routes>
      <Route path="/productos/editar/:id" element={<ProductEdit />} />
    </Routes>,
    {
      resource: 'productos',
      url: '/productos/editar/5',
      dataProvider: {
        getOne: vi.fn().mockResolvedValue({ data: record }),
        update,
        getList: async (resource: string) => ({ data: [...(related[resource] ?? [])], total: related[resource]?.length ?? 0 }),
        getMany: async () => ({ data: [] }),
      } as never,
    },
  );
  return update;
};
