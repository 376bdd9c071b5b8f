import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TaskItemsTable } from '../../../src/tasks/TaskItemsTable';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';
import { renderTaskSheet } from './renderTaskSheet';
import { item, task } from './taskFixtures';

const itemsOf = (items: ReturnType<typeof item>[]) => ({
  getTaskItems: async () => ({ data: items, total: items.length, page: 1, size: 25 }),
});

const showItems = (items: ReturnType<typeof item>[]) =>
  renderInAdmin(
    <RecordContextProvider value={task}>
      <TaskItemsTable />
    </RecordContextProvider>,
    { resource: 'tareas', dataProvider: itemsOf(items) as never },
  );

describe("a task's items lead to what they act on", () => {
  it('a publication to its sheet, a product to its sheet', async () => {
    showItems([
      item(0, { payload: { publicationId: 9, title: 'Toallero de acero' }, status: 'failed', error: 'Categoría inexistente' }),
      item(1, { payload: { productId: 5, ref: 'TAL-01', label: 'Taladro' }, result: { publication_id: 31, ml_id: 'MLM31', status: 'published' } }),
    ]);
    const publication = await screen.findByRole('link', { name: '«Toallero de acero»' });
    expect(publication).toHaveAttribute('href', '/mercadolibre/publicaciones/9');
    expect(screen.getByRole('link', { name: /Taladro/ })).toHaveAttribute('href', '/productos/ver/5');
  });

  it('a publication the item removed from the platform is named without a link to a page that no longer exists', async () => {
    showItems([item(0, { payload: { publicationId: 9, title: 'Toallero de acero' }, result: { publication_id: 9, status: 'removed' } })]);
    expect(await screen.findByText('«Toallero de acero»')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("on a phone, a card's title is the link", async () => {
    stubScreen('phone');
    try {
      showItems([item(0, { payload: { publicationId: 10, title: 'Cable HDMI' }, status: 'failed', error: 'Categoría inexistente' })]);
      const card = (await screen.findByText('Categoría inexistente')).closest('li') as HTMLElement;
      expect(within(card).getByRole('link', { name: '«Cable HDMI»' })).toHaveAttribute('href', '/mercadolibre/publicaciones/10');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("a task's sheet", () => {
  it('groups what it does and how far it got apart from when it ran, and names its number once, in its title', async () => {
    renderTaskSheet({ getOne: async () => ({ data: task }), ...itemsOf([]) });
    const progress = await screen.findByRole('region', { name: 'Avance' });
    expect(await within(progress).findByText('Publicar')).toBeInTheDocument();
    expect(within(progress).getByText('Terminada con errores')).toBeInTheDocument();
    expect(within(progress).getByText('Completada con errores')).toBeInTheDocument();
    expect(within(progress).getByText('Categoría inexistente')).toBeInTheDocument();
    const dates = screen.getByRole('region', { name: 'Fechas' });
    expect(within(dates).getByText('Creada')).toBeInTheDocument();
    expect(within(dates).getByText('Terminada')).toBeInTheDocument();
    expect(screen.queryByText('Número')).not.toBeInTheDocument();
  });
});
