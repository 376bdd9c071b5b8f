import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTree } from '../../../src/catalogue/categories/CategoryTree';
import { renderCatalogue } from './renderCatalogue';

const category = (id: number, label: string, fk_parent: number | null) => ({ id, label, fk_parent });
const roots = Array.from({ length: 27 }, (_, index) => category(index + 1, `Raíz ${String(index + 1).padStart(2, '0')}`, null));
const children = [category(100, 'Ratones', 1), category(101, 'Teclados', 1)];
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
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(25);
    expectValidLists();

    await user.click(screen.getByRole('button', { name: 'Ver 2 más' }));
    expect(await screen.findByRole('link', { name: 'Raíz 27' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver \d+ más/ })).not.toBeInTheDocument();

    const first = screen.getByRole('link', { name: 'Raíz 01' }).closest('li')!;
    await user.click(within(first).getAllByRole('button', { name: 'Ver subcategorías' })[0]);
    const sublist = await within(first).findByRole('list');
    expect(
      within(sublist)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ratones', 'Teclados']);
    expect(getList).toHaveBeenCalledWith('categorias', expect.objectContaining({ filter: { fk_parent: 1 } }));

    expectValidLists();

    await user.click(within(first).getByRole('button', { name: 'Ocultar subcategorías' }));
    await waitFor(() => expect(within(first).queryByRole('list')).not.toBeInTheDocument());
  });
});
