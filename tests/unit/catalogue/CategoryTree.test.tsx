import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTree } from '../../../src/catalogue/categories/CategoryTree';
import { currentLocation, renderCatalogue } from './renderCatalogue';

const category = (id: number, label: string, fk_parent: number | null, product_count = 0, subcategory_count = 0) => ({
  id,
  label,
  fk_parent,
  product_count,
  subcategory_count,
});
const roots = Array.from({ length: 27 }, (_, index) => category(index + 1, `Raíz ${String(index + 1).padStart(2, '0')}`, null, index === 1 ? 1 : 0));
roots[0] = category(1, 'Raíz 01', null, 12, 2);
const children = [category(100, 'Ratones', 1, 3), category(101, 'Teclados', 1)];
const all = [...roots, ...children];

/** The categories a level asks for: children of its parent, in pages, as the API answers them. */
const getList = vi.fn(async (_resource: string, { filter, pagination }: GetListParams) => {
  const level = all.filter((entry) => entry.fk_parent === filter.fk_parent);
  return { data: level.slice(0, pagination!.perPage), total: level.length };
});

/** Every child of a list is one of its items, and no item sits inside another's row (screen readers count them). */
function expectValidLists() {
  for (const list of screen.getAllByRole('list')) {
    for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
  }
  expect(document.querySelectorAll('li li li')).toHaveLength(0);
}

describe('the category tree', () => {
  it('shows the first 25 top categories, the rest on demand, and a category’s children when opened, as nested lists', async () => {
    const user = userEvent.setup();
    renderCatalogue(<CategoryTree />, { url: '/categorias', dataProvider: { getList } as never });
    expect(await screen.findByRole('link', { name: 'Raíz 01' })).toHaveAttribute('href', '/categorias/1');
    expect(within(screen.getByRole('list')).getAllByRole('link', { name: /^Raíz/ })).toHaveLength(25);
    expectValidLists();

    await user.click(screen.getByRole('button', { name: 'Ver 2 más' }));
    expect(await screen.findByRole('link', { name: 'Raíz 27' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver \d+ más/ })).not.toBeInTheDocument();

    const first = screen.getByRole('link', { name: 'Raíz 01' }).closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Ver subcategorías' }));
    const sublist = await within(first).findByRole('list');
    expect(
      within(sublist)
        .getAllByRole('link', { name: /^(?!Ver )/ })
        .map((link) => link.textContent),
    ).toEqual(['Ratones', 'Teclados']);
    expect(getList).toHaveBeenCalledWith('categorias', expect.objectContaining({ filter: { fk_parent: 1 } }));

    expectValidLists();

    await user.click(within(first).getByRole('button', { name: 'Ocultar subcategorías' }));
    await waitFor(() => expect(within(first).queryByRole('list')).not.toBeInTheDocument());
  });

  it('names the subcategories of a category whose products are all in them, instead of "0 productos"', async () => {
    const department = [category(1, 'Deportes', null, 0, 5)];
    renderCatalogue(<CategoryTree />, { url: '/categorias', dataProvider: { getList: async () => ({ data: department, total: 1 }) } as never });
    const row = (await screen.findByRole('link', { name: 'Deportes' })).closest('li')!;
    expect(row).toHaveTextContent(/Deportes5 subcategorías$/);
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(within(row).getByRole('button', { name: 'Ver subcategorías' })).toBeInTheDocument();
  });

  it('shows how many products each category holds, opening them in the products list, and the expand button only where there are subcategories', async () => {
    const user = userEvent.setup();
    renderCatalogue(<CategoryTree />, { url: '/categorias', dataProvider: { getList } as never });
    const many = await screen.findByRole('link', { name: 'Ver los 12 productos de «Raíz 01»' });
    expect(many).toHaveTextContent(/^12 productos$/);
    expect(many).toHaveAttribute('href', '/productos?category=1');
    expect(screen.getByRole('link', { name: 'Ver el producto de «Raíz 02»' })).toHaveTextContent(/^1 producto$/);
    // Without products of its own, a category says so, or where its products are: nothing to open.
    const empty = screen.getByRole('link', { name: 'Raíz 03' }).closest('li')!;
    expect(empty).toHaveTextContent(/Raíz 03Sin productos$/);
    expect(within(empty).getAllByRole('link')).toHaveLength(1);

    // Only the category with subcategories can be opened; a leaf's name still opens its page.
    expect(screen.getAllByRole('button', { name: 'Ver subcategorías' })).toHaveLength(1);
    const leaf = screen.getByRole('link', { name: 'Raíz 02' });
    expect(within(leaf.closest('li')!).queryByRole('button')).not.toBeInTheDocument();
    expect(leaf).toHaveAttribute('href', '/categorias/2');

    await user.click(many);
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos'));
    expect(currentLocation.search).toBe('?category=1');
  });
});
