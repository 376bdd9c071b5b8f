import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { taskStatus, taskTypes } from '../../../resources/tasks';
import { TaskItemsTable } from '../../../src/tasks/TaskItemsTable';
import { TaskRetryButton } from '../../../src/tasks/TaskRetryButton';
import { tasks } from '../../../src/tasks';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';
import { renderTaskSheet } from './renderTaskSheet';
import { item, task } from './taskFixtures';

const detail = (
  <RecordContextProvider value={task}>
    <TaskRetryButton />
    <TaskItemsTable />
  </RecordContextProvider>
);

describe('a task detail', () => {
  it('lists each item with what was done or why it failed', async () => {
    const getTaskItems = vi.fn(() =>
      Promise.resolve({
        data: [
          item(0, { result: { publication_id: 9, ml_id: 'MLM123', status: 'published' } }),
          item(1, { status: 'failed', error: 'Categoría inexistente', attempts: 1 }),
        ],
        total: 2,
        page: 1,
        size: 25,
      }),
    );
    renderInAdmin(detail, { resource: 'tareas', dataProvider: { getTaskItems } as never });
    const failedRow = (await screen.findByText('Categoría inexistente')).closest('tr');
    expect(failedRow && within(failedRow).getByText('Fallido')).toBeInTheDocument();
    // The publication is named in its column, so what was done is its status alone.
    const doneRow = screen.getByRole('cell', { name: '9 (MLM123)' }).closest('tr') as HTMLElement;
    expect(within(doneRow).getByRole('cell', { name: 'Publicada' })).toBeInTheDocument();
    expect(screen.getByText('Hecho')).toBeInTheDocument();
    expect(getTaskItems).toHaveBeenCalledWith(7, { page: 1, size: 25, status: undefined });
  });

  it('on a phone, shows each item as a card: what it acts on, its status in words, what was done or why it failed', async () => {
    stubScreen('phone');
    try {
      const getTaskItems = () =>
        Promise.resolve({
          data: [
            item(0, { payload: { publicationId: 9 }, result: { publication_id: 9, title: 'Toallero de acero', ml_id: 'MLM1000000006', status: 'published' } }),
            item(1, { payload: { publicationId: 10, title: 'Cable HDMI' }, status: 'failed', error: 'Categoría inexistente', attempts: 3 }),
          ],
          total: 2,
          page: 1,
          size: 25,
        });
      renderInAdmin(detail, { resource: 'tareas', dataProvider: { getTaskItems } as never });
      const failedCard = (await screen.findByText('Categoría inexistente')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(failedCard).getByText(/Cable HDMI/)).toBeInTheDocument();
      expect(within(failedCard).getByText('Fallido')).toBeInTheDocument();
      expect(within(failedCard).getByText('Intentos: 3')).toBeInTheDocument();
      const doneCard = screen.getByText('«Toallero de acero» (MLM1000000006)').closest('li') as HTMLElement;
      expect(within(doneCard).getByText('Hecho')).toBeInTheDocument();
      expect(within(doneCard).getByText(/Publicada/)).toBeInTheDocument();
      expect(within(doneCard).queryByText(/Intentos/)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a loading bar while the items load, not a table of headers alone', async () => {
    const getTaskItems = () => new Promise<never>(() => undefined);
    renderInAdmin(detail, { resource: 'tareas', dataProvider: { getTaskItems } as never });
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the items could not be loaded', async () => {
    const getTaskItems = () => Promise.reject(new Error('network down'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderInAdmin(detail, { resource: 'tareas', dataProvider: { getTaskItems } as never, queryClient });
    expect(await screen.findByText('No se pudieron cargar los elementos.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("'Reintentar elementos fallidos' re-queues the failed items", async () => {
    const retryTask = vi.fn(() => Promise.resolve({ ...task, status: taskStatus.queued, failed: 0 }));
    const getTaskItems = () => Promise.resolve({ data: [], total: 0, page: 1, size: 25 });
    renderInAdmin(detail, { resource: 'tareas', dataProvider: { retryTask, getTaskItems } as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar elementos fallidos' }));
    expect(retryTask).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Los elementos fallidos volvieron a la cola')).toBeInTheDocument();
  });

  it('offers no retry when nothing failed', async () => {
    renderInAdmin(
      <RecordContextProvider value={{ ...task, failed: 0, status: taskStatus.finished }}>
        <TaskRetryButton />
      </RecordContextProvider>,
      { resource: 'tareas' },
    );
    expect(screen.queryByRole('button', { name: 'Reintentar elementos fallidos' })).not.toBeInTheDocument();
  });

  it('shows its toolbar only while there is something to retry: an empty one is a blank band on a phone', async () => {
    const showTask = (shown: Record<string, unknown>) =>
      renderTaskSheet({ getOne: async () => ({ data: shown }), getList: async () => ({ data: [], total: 0 }) });
    const { unmount } = showTask({ ...task, failed: 0, status: taskStatus.finished });
    expect((await screen.findAllByText('Terminada')).length).toBeGreaterThan(0);
    expect(document.querySelector('.MuiToolbar-root')).toBeNull();
    unmount();
    showTask(task);
    expect(await screen.findByRole('button', { name: 'Reintentar elementos fallidos' })).toBeInTheDocument();
    expect(document.querySelector('.MuiToolbar-root')).not.toBeNull();
  });

  it('keeps the retry in sight on a phone: its icon and its label, not an empty button', async () => {
    stubScreen('phone');
    try {
      renderTaskSheet({ getOne: async () => ({ data: task }), getTaskItems: async () => ({ data: [], total: 0, page: 1, size: 25 }) });
      const retry = await screen.findByRole('button', { name: 'Reintentar elementos fallidos' });
      expect(retry).toHaveTextContent('Reintentar elementos fallidos');
      expect(retry.querySelector('svg')).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe("words the server's reasons in the reader's language, and an old or unknown reason as stored", () => {
    const failedTask = {
      ...task,
      last_error: 'sin respuesta en 5000 ms',
      last_error_detail: { key: 'marketplace_no_answer', params: { marketplace: 'Mercado Libre' } },
    };
    const failedItems = [
      item(0, {
        status: 'failed',
        error: 'La publicación 12 está en estado «Por publicar» y no se puede pausar',
        error_detail: { key: 'publication_action_refused', params: { id: 12, status: 'to_be_published', action: 'pause' } },
      }),
      item(1, {
        status: 'failed',
        error: 'Invalid category',
        error_detail: { key: 'marketplace_answered', params: { marketplace: 'Mercado Libre', reason: 'Invalid category' } },
      }),
      item(2, { status: 'failed', error: 'Error inesperado del conector' }),
    ];
    const showIn = (locale: string) =>
      renderTaskSheet(
        { getOne: async () => ({ data: failedTask }), getTaskItems: async () => ({ data: failedItems, total: 3, page: 1, size: 25 }) },
        (sheet) => <InLocale locale={locale}>{sheet}</InLocale>,
      );

    it('in English', async () => {
      showIn('en');
      expect(await screen.findByText('Listing 12 is “To be published” and cannot be paused')).toBeInTheDocument();
      expect(screen.getByText('Mercado Libre answered: Invalid category')).toBeInTheDocument();
      expect(screen.getByText('Error inesperado del conector')).toBeInTheDocument();
      expect(screen.getByText('Mercado Libre did not answer')).toBeInTheDocument();
      expect(screen.queryByText('sin respuesta en 5000 ms')).not.toBeInTheDocument();
    });

    it('in Spanish', async () => {
      showIn('es');
      expect(await screen.findByText('La publicación 12 está en estado «Por publicar» y no se puede pausar')).toBeInTheDocument();
      expect(screen.getByText('Mercado Libre respondió: Invalid category')).toBeInTheDocument();
      expect(screen.getByText('Error inesperado del conector')).toBeInTheDocument();
      expect(screen.getByText('Mercado Libre no respondió')).toBeInTheDocument();
    });
  });

  describe('names each publication as the seller sees it in the lists: its title and MercadoLibre id', () => {
    const named = [
      item(0, {
        payload: { publicationId: 12, title: 'Tenis running azul', ml_id: 'MLM1621' },
        status: 'failed',
        error: 'La publicación «Tenis running azul» (MLM1621) está en estado «Publicada» y no se puede validar',
        error_detail: {
          key: 'publication_action_refused',
          params: { id: 12, title: 'Tenis running azul', ml_id: 'MLM1621', status: 'published', action: 'validate' },
        },
      }),
      item(1, {
        payload: { publicationId: 13, title: 'Gorra bordada' },
        status: 'failed',
        error: 'Invalid category',
        error_detail: { key: 'marketplace_answered', params: { marketplace: 'Mercado Libre', reason: 'Invalid category' } },
      }),
      item(2, {
        payload: { publicationId: 14, title: 'Mochila urbana', ml_id: 'MLM1700' },
        status: 'failed',
        error: 'Publicación «Mochila urbana» (MLM1700): Mercado Libre rechazó la operación: Invalid category',
        error_detail: {
          key: 'publication_rejected',
          params: {
            publicationId: 14,
            publicationTitle: 'Mochila urbana',
            publicationMlId: 'MLM1700',
            causeKey: 'marketplace_refused',
            marketplace: 'Mercado Libre',
            reason: 'Invalid category',
          },
        },
      }),
    ];
    const showIn = (locale: string) =>
      renderInAdmin(
        <InLocale locale={locale}>
          <RecordContextProvider value={task}>
            <TaskItemsTable />
          </RecordContextProvider>
        </InLocale>,
        { dataProvider: { getTaskItems: async () => ({ data: named, total: 3, page: 1, size: 25 }) } as never },
      );

    it('in Spanish', async () => {
      showIn('es');
      expect(await screen.findByText('La publicación «Tenis running azul» (MLM1621) está en estado «Publicada» y no se puede validar')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Publicación' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '«Tenis running azul» (MLM1621)' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '«Gorra bordada»' })).toBeInTheDocument();
      expect(screen.queryByText(/\b12\b/)).not.toBeInTheDocument();
      // MercadoLibre's refusal names the publication, already in its column: the reason is the cause alone.
      const refusedRow = screen.getByRole('cell', { name: '«Mochila urbana» (MLM1700)' }).closest('tr') as HTMLElement;
      expect(within(refusedRow).getByRole('cell', { name: 'Mercado Libre rechazó la operación: Invalid category' })).toBeInTheDocument();
      expect(screen.queryByText(/Publicación «Mochila urbana»/)).not.toBeInTheDocument();
    });

    it('on a phone, does not repeat in a card what its title names: the reason of a refusal is its cause alone, a result its status', async () => {
      stubScreen('phone');
      try {
        const done = item(3, {
          payload: { publicationId: 15, title: 'Lámpara de escritorio', ml_id: 'MLM1800' },
          result: { publication_id: 15, status: 'paused' },
        });
        renderInAdmin(
          <RecordContextProvider value={task}>
            <TaskItemsTable />
          </RecordContextProvider>,
          { dataProvider: { getTaskItems: async () => ({ data: [...named, done], total: 4, page: 1, size: 25 }) } as never },
        );
        const refusedCard = (await screen.findByText('«Mochila urbana» (MLM1700)')).closest('li') as HTMLElement;
        expect(within(refusedCard).getByText('Mercado Libre rechazó la operación: Invalid category')).toBeInTheDocument();
        expect(within(refusedCard).getAllByText(/Mochila urbana/)).toHaveLength(1);
        const doneCard = screen.getByText('«Lámpara de escritorio» (MLM1800)').closest('li') as HTMLElement;
        expect(within(doneCard).getByText('Pausada')).toBeInTheDocument();
        expect(within(doneCard).getAllByText(/Lámpara de escritorio/)).toHaveLength(1);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('in English', async () => {
      showIn('en');
      expect(await screen.findByText('Listing “Tenis running azul” (MLM1621) is “Published” and cannot be validated')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Listing' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '“Gorra bordada”' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Mercado Libre refused the operation: Invalid category' })).toBeInTheDocument();
    });
  });

  describe('names each product of a validation by product, which has no publication yet, by its reference and name', () => {
    const validation = { ...task, type: taskTypes.validatePublications };
    const products = [
      item(0, {
        payload: { productId: 31, label: 'Cafetera Oster 12 tazas', ref: 'CAF-12' },
        result: { publication_id: 90, title: 'Cafetera Oster 12 tazas', status: 'to_be_published', valid: true },
      }),
      item(1, {
        payload: { productId: 32, label: 'Licuadora de vaso', ref: 'LIC-600' },
        status: 'failed',
        error: 'Producto LIC-600 «Licuadora de vaso»: Item pictures are mandatory',
        // MercadoLibre's refusal names the product, so the reason reads on its own.
        error_detail: {
          key: 'product_rejected',
          params: {
            productId: 32,
            productLabel: 'Licuadora de vaso',
            productRef: 'LIC-600',
            causeKey: 'marketplace_answered',
            marketplace: 'Mercado Libre',
            reason: 'Item pictures are mandatory',
            reasonKey: 'ml_pictures_required',
          },
        },
      }),
      // Stored before products were named: by its id.
      item(2, { payload: { productId: 33 }, status: 'failed', error: 'El producto no existe', error_detail: { key: 'product_missing', params: {} } }),
    ];
    const showIn = (locale: string) =>
      renderInAdmin(
        <InLocale locale={locale}>
          <RecordContextProvider value={validation}>
            <TaskItemsTable />
          </RecordContextProvider>
        </InLocale>,
        { dataProvider: { getTaskItems: async () => ({ data: products, total: 3, page: 1, size: 25 }) } as never },
      );

    it('in Spanish', async () => {
      showIn('es');
      expect(await screen.findByRole('columnheader', { name: 'Producto' })).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Publicación' })).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'CAF-12 «Cafetera Oster 12 tazas»' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'LIC-600 «Licuadora de vaso»' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '33' })).toBeInTheDocument();
      // The refusal names the product, already in its column: the reason is the cause alone.
      expect(screen.getByRole('cell', { name: 'Mercado Libre respondió: Este tipo de publicación necesita al menos una imagen' })).toBeInTheDocument();
      // The publication the validation made is named in what was done.
      expect(screen.getByRole('cell', { name: 'Publicación «Cafetera Oster 12 tazas»: Por publicar, sin errores' })).toBeInTheDocument();
    });

    it('in English', async () => {
      showIn('en');
      expect(await screen.findByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'LIC-600 “Licuadora de vaso”' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Mercado Libre answered: This listing type needs at least one image' })).toBeInTheDocument();
    });
  });

  // As its notifications say it ("Tarea #7 creada"); English last, as the language stays for the tests after it.
  it.each([
    ['es', 'Tarea #7'],
    ['en', 'Task #7'],
  ])("names the task by its number in the page's title (%s)", async (locale, words) => {
    const title = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
    try {
      renderTaskSheet({ getOne: async () => ({ data: task }), getList: async () => ({ data: [], total: 0 }) }, (sheet) => (
        <InLocale locale={locale}>
          <ResourceDefinitionContextProvider definitions={{ tareas: { name: 'tareas', hasShow: true, recordRepresentation: tasks.recordRepresentation } }}>
            {sheet}
          </ResourceDefinitionContextProvider>
        </InLocale>
      ));
      await screen.findByText(words);
      expect(title).toHaveTextContent(words);
    } finally {
      title.remove();
    }
  });
});
