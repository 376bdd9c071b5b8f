import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskStatus, taskTypes } from '../../../resources/tasks';
import { PublicationList } from '../../../src/marketplaces/mercadolibre/publications/PublicationList';
import { taskProgressChannel } from '../../../src/notifications';
import { currentLocation, renderCatalogue } from '../catalogue/renderCatalogue';
import { credentialStubs, draft, outlet, paused, published, tienda } from './publicationFixtures';
import { stubScreen } from '../support/screenWidth';

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

/** Opens the row's "⋯" menu and answers the names of its entries. */
const menuOf = async (title: string): Promise<string[]> => {
  await userEvent.click(screen.getByRole('button', { name: `Acciones de «${title}»` }));
  const names = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return names;
};

/** The bulk actions bar's button, once rows are selected. */
const bulkButton = async (name: string): Promise<HTMLElement> => {
  const toolbar = await screen.findByText(/\d+ elementos seleccionados|\d+ seleccionados/i);
  return within((toolbar.closest('.MuiToolbar-root') ?? document.body) as HTMLElement).getByRole('button', { name });
};

const renderList = (extra: Record<string, unknown> = {}) =>
  renderCatalogue(<PublicationList />, {
    resource: 'mercadolibre/publicaciones',
    dataProvider: {
      getList: () => Promise.resolve({ data: [published, paused, draft], total: 3 }) as never,
      ...credentialStubs(),
      ...extra,
    },
  });

afterEach(() => vi.unstubAllGlobals());

/** A phone's bulk bar's button, once the bar counts the selection: it says what it does in words, not only with an icon. */
const phoneBarButton = async (count: string, name: string): Promise<HTMLElement> => {
  const bar = (await screen.findByText(count)).closest('.MuiToolbar-root') as HTMLElement;
  const button = within(bar).getByRole('button', { name });
  expect(button).toHaveTextContent(name);
  return button;
};

describe('PublicationList', () => {
  it('reads like the seller centre: photo, title with the MercadoLibre id linked, price, stock, sales, listing type and status in words', async () => {
    renderList();
    expect(await screen.findByText('Tenis running azul')).toBeInTheDocument();
    const row = within(rowOf('Tenis running azul'));
    expect(row.getByRole('img', { name: 'Tenis running azul' })).toHaveAttribute('src', published.thumbnail);
    expect(row.getByRole('link', { name: 'MLM1000000011' })).toHaveAttribute('href', published.link);
    // The label and its value stay on one line.
    expect(row.getByText(/SKU SKU-AZUL/).textContent).toContain('SKU\u00a0SKU-AZUL');
    expect(row.getByText('$1,299.00 MXN')).toBeInTheDocument();
    expect(row.getByText('7')).toBeInTheDocument();
    expect(row.getByText('Clásica')).toBeInTheDocument();
    expect(row.getByText('Publicada')).toBeInTheDocument();
    expect(row.getByText('Al día')).toBeInTheDocument();
    expect(row.queryByText('gold_special')).not.toBeInTheDocument();
    expect(within(rowOf('Mochila urbana')).getByText('Pausada')).toBeInTheDocument();
    expect(within(rowOf('Gorra bordada')).getByText('Por publicar')).toBeInTheDocument();
    // The seller chooses the columns, as on every table.
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
  });

  it('keeps the row actions the status allows in one menu, the ones that cannot be undone in red', async () => {
    renderList();
    await screen.findByText('Tenis running azul');
    expect(within(rowOf('Tenis running azul')).queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();

    expect(await menuOf('Tenis running azul')).toEqual(['Pausar', 'Finalizar', 'Eliminar en Mercado Libre', 'Eliminar aquí']);
    expect(await menuOf('Mochila urbana')).toEqual(expect.arrayContaining(['Reactivar']));
    expect(await menuOf('Mochila urbana')).not.toContain('Pausar');
    const draftActions = await menuOf('Gorra bordada');
    expect(draftActions).toEqual(expect.arrayContaining(['Validar', 'Publicar', 'Eliminar aquí']));
    expect(draftActions).not.toContain('Eliminar en Mercado Libre');

    await userEvent.click(screen.getByRole('button', { name: 'Acciones de «Tenis running azul»' }));
    const colourOf = (name: string) => getComputedStyle(screen.getByRole('menuitem', { name })).color;
    expect(colourOf('Eliminar aquí')).toBe(colourOf('Finalizar'));
    expect(colourOf('Eliminar aquí')).not.toBe(colourOf('Pausar'));
  });

  it("opens a publication's sheet from the keyboard: its row takes the focus, Enter opens it", async () => {
    renderList();
    await screen.findByText('Tenis running azul');
    const row = rowOf('Tenis running azul');
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/mercadolibre/publicaciones/11'));
  });

  it('pauses from the menu at once, and deletes only after the clear confirmation', async () => {
    const pause = vi.fn(() => Promise.resolve({ ...published, status: 'paused' }));
    const remove = vi.fn(() => Promise.resolve({ data: published }));
    renderList({ pause, delete: remove });
    await screen.findByText('Tenis running azul');
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de «Tenis running azul»' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pausar' }));
    expect(await screen.findByText('Publicación pausada')).toBeInTheDocument();
    expect(pause).toHaveBeenCalledWith(11);

    await userEvent.click(screen.getByRole('button', { name: 'Acciones de «Tenis running azul»' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar aquí' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('«Tenis running azul» se eliminará de esta plataforma; en Mercado Libre no cambia nada.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('pauses the selected publications with one pauseMany call, links the task and clears the selection', async () => {
    const pauseMany = vi.fn(() => Promise.resolve({ id: 77, type: 6, status: 1 }));
    renderList({ pauseMany });
    await screen.findByText('Tenis running azul');
    await userEvent.click(within(rowOf('Tenis running azul')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Mochila urbana')).getByRole('checkbox'));
    await userEvent.click(await bulkButton('Pausar'));

    expect(pauseMany).toHaveBeenCalledTimes(1);
    expect(pauseMany).toHaveBeenCalledWith([11, 12]);
    expect(await screen.findByText(/Tarea #77 creada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver en Tareas' })).toHaveAttribute('href', '/tareas');
    await waitFor(() => expect(within(rowOf('Tenis running azul')).getByRole('checkbox')).not.toBeChecked());
  });

  it('offers bulk Validar only when a selected publication can still be validated', async () => {
    const validateMany = vi.fn(() => Promise.resolve({ id: 79, type: 5, status: 1 }));
    renderList({ validateMany });
    await screen.findByText('Tenis running azul');
    await userEvent.click(within(rowOf('Tenis running azul')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Mochila urbana')).getByRole('checkbox'));
    expect(await bulkButton('Validar')).toBeDisabled();
    expect(await bulkButton('Pausar')).toBeEnabled();

    await userEvent.click(within(rowOf('Gorra bordada')).getByRole('checkbox'));
    await userEvent.click(await bulkButton('Validar'));
    expect(validateMany).toHaveBeenCalledTimes(1);
  });

  describe('a selection of publications of two accounts', () => {
    // TIENDA_MX (account 1) holds the shoes and the cap, OUTLET_MX (account 2) the backpack.
    const rowsOfTwoAccounts = [
      { ...published, account_id: 1 },
      { ...paused, account_id: 2 },
      { ...draft, account_id: 1 },
    ];
    const renderTwoAccounts = (publishMany: (ids: number[]) => Promise<unknown>) =>
      renderCatalogue(<PublicationList />, {
        resource: 'mercadolibre/publicaciones',
        dataProvider: {
          getList: () => Promise.resolve({ data: rowsOfTwoAccounts, total: 3 }) as never,
          ...credentialStubs([tienda, outlet]),
          publishMany,
        },
      });
    const selectAllThree = async () => {
      await screen.findByText('Tenis running azul');
      for (const title of ['Tenis running azul', 'Mochila urbana', 'Gorra bordada']) await userEvent.click(within(rowOf(title)).getByRole('checkbox'));
    };

    it('is sent as one call per account, each answering its task, and the toast names both tasks', async () => {
      const publishMany = vi.fn((ids: number[]) => Promise.resolve({ id: ids.includes(12) ? 78 : 77, type: 3, status: 1 }));
      renderTwoAccounts(publishMany);
      await selectAllThree();
      await userEvent.click(await bulkButton('Publicar'));

      expect(publishMany.mock.calls).toEqual([[[11, 13]], [[12]]]);
      expect(await screen.findByText(/Tareas #77, #78 creadas, una por cuenta\./)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver en Tareas' })).toHaveAttribute('href', '/tareas');
      await waitFor(() => expect(within(rowOf('Mochila urbana')).getByRole('checkbox')).not.toBeChecked());
    });

    it("names the task created and says which account's call failed and why, keeping that account's publications selected", async () => {
      const disconnected = new HttpError('La cuenta de Mercado Libre no está conectada: vuelve a conectarla', 409, {
        detail: { key: 'account_disconnected', params: { marketplace: 'Mercado Libre' } },
      });
      const publishMany = vi.fn((ids: number[]) => (ids.includes(12) ? Promise.reject(disconnected) : Promise.resolve({ id: 77, type: 3, status: 1 })));
      renderTwoAccounts(publishMany);
      await selectAllThree();
      await userEvent.click(await bulkButton('Publicar'));

      expect(publishMany).toHaveBeenCalledTimes(2);
      const toast = (await screen.findByText(/Tarea #77 creada\./)).closest('.MuiAlert-root') as HTMLElement;
      expect(
        within(toast).getByText('No se pudo crear la tarea de la cuenta OUTLET_MX: La cuenta de Mercado Libre no está conectada: vuelve a conectarla'),
      ).toBeInTheDocument();
      expect(within(toast).getByRole('link', { name: 'Ver en Tareas' })).toHaveAttribute('href', '/tareas');
      await waitFor(() => expect(within(rowOf('Tenis running azul')).getByRole('checkbox')).not.toBeChecked());
      expect(within(rowOf('Gorra bordada')).getByRole('checkbox')).not.toBeChecked();
      expect(within(rowOf('Mochila urbana')).getByRole('checkbox')).toBeChecked();
    });
  });

  it('shows the bulk deletions in red, as the row menu shows the actions that cannot be undone', async () => {
    renderList();
    await screen.findByText('Tenis running azul');
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de «Tenis running azul»' }));
    const red = getComputedStyle(screen.getByRole('menuitem', { name: 'Eliminar aquí' })).color;
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(rowOf('Tenis running azul')).getByRole('checkbox'));
    const bulkBar = within((await screen.findByText('1 seleccionado')).closest('.MuiToolbar-root') as HTMLElement);
    // MUI's buttons take their colour from a variable of their own, written as #rrggbb: a style says it as rgb() like the menu's.
    const colourOf = (name: string) => {
      const probe = document.createElement('span');
      probe.style.color = getComputedStyle(bulkBar.getByRole('button', { name })).getPropertyValue('--variant-textColor');
      return probe.style.color;
    };
    expect(colourOf('Eliminar aquí')).toBe(red);
    expect(colourOf('Eliminar en Mercado Libre')).toBe(red);
    expect(colourOf('Pausar')).not.toBe(red);
  });

  it('forgets the selection on another page, so a bulk action never acts on publications out of sight', async () => {
    // Page 1 holds the three publications, page 2 one more.
    const getList = vi.fn((_resource: string, { pagination }: { pagination: { page: number } }) =>
      Promise.resolve(
        pagination.page === 1 ? { data: [published, paused, draft], total: 6 } : { data: [{ ...draft, id: 99, title: 'Bolsa de playa' }], total: 6 },
      ),
    );
    renderList({ getList });
    await screen.findByText('Tenis running azul');
    await userEvent.click(within(rowOf('Tenis running azul')).getByRole('checkbox'));
    expect(await screen.findByText('1 seleccionado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /página 2/i }));
    await screen.findByText('Bolsa de playa');
    await waitFor(() => expect(screen.queryByText('1 seleccionado')).not.toBeInTheDocument());
  });

  it('reads the publications again when a task that changed them ends, and not for an orders sync', async () => {
    let status = 'published';
    const getList = vi.fn(() => Promise.resolve({ data: [{ ...published, status }], total: 1 }));
    renderList({ getList });
    await screen.findByText('Publicada');
    const reads = getList.mock.calls.length;
    status = 'paused';
    const ended = (task_id: number, type: number) =>
      act(() => taskProgressChannel.publish({ kind: 'task', task_id, type, status: taskStatus.finished, done: 3, total: 3, message: `Tarea ${task_id}` }));

    ended(40, taskTypes.syncOrders);
    act(() =>
      taskProgressChannel.publish({
        kind: 'task',
        task_id: 41,
        type: taskTypes.pausePublications,
        status: taskStatus.inProcess,
        done: 1,
        total: 3,
        message: '',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList).toHaveBeenCalledTimes(reads);
    expect(screen.getByText('Publicada')).toBeInTheDocument();

    ended(41, taskTypes.pausePublications);
    expect(await screen.findByText('Pausada')).toBeInTheDocument();
    expect(getList.mock.calls.length).toBeGreaterThan(reads);
  });

  it('on a phone, shows cards with the photo, title, price, stock, status and the menu', async () => {
    stubScreen('phone');
    renderList();
    await screen.findByText('Tenis running azul');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByText('Tenis running azul').closest('li') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Tenis running azul' })).toHaveAttribute('src', published.thumbnail);
    expect(within(card).getByText('$1,299.00 MXN · 7 disponibles')).toBeInTheDocument();
    expect(within(card).getByText('Publicada')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Acciones de «Tenis running azul»' }));
    expect(await screen.findByRole('menuitem', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('on a phone, selects a card by its box alone and pauses it from the bulk actions bar, where pausing keeps its words', async () => {
    stubScreen('phone');
    const pauseMany = vi.fn(() => Promise.resolve({ id: 78, type: 6, status: 1 }));
    renderList({ pauseMany });
    await screen.findByText('Tenis running azul');
    const box = screen.getByRole('checkbox', { name: 'Seleccionar «Tenis running azul»' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    // The box selects; it does not open the publication as the card's title does.
    expect(currentLocation.pathname).toBe('/');
    await userEvent.click(await phoneBarButton('1 seleccionado', 'Pausar'));
    expect(pauseMany).toHaveBeenCalledWith([11]);
  });

  describe('on a phone, the bulk bar keeps in words the actions the selection allows and folds the others into “Más acciones”', () => {
    const ended = { ...published, id: 14, title: 'Bolso de mano', status: 'finished' };
    /** The names of the bar's buttons and of its menu's, once the given cards are selected. */
    const barAndMenuFor = async (titles: readonly string[]) => {
      stubScreen('phone');
      renderList({ getList: () => Promise.resolve({ data: [published, paused, draft, ended], total: 4 }) });
      await screen.findByText('Tenis running azul');
      for (const title of titles) await userEvent.click(screen.getByRole('checkbox', { name: `Seleccionar «${title}»` }));
      const bar = (await screen.findByText(titles.length === 1 ? '1 seleccionado' : `${titles.length} seleccionados`)).closest(
        '.MuiToolbar-root',
      ) as HTMLElement;
      const inBar = within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '')
        .filter((words) => words !== '');
      await userEvent.click(within(bar).getByRole('button', { name: 'Más acciones' }));
      const inMenu = within(await screen.findByRole('menu'))
        .getAllByRole('button')
        .map((button) => button.textContent ?? '');
      await userEvent.keyboard('{Escape}');
      return { inBar, inMenu };
    };

    it('published cards: pausing in the bar, validating and publishing in the menu', async () => {
      const { inBar, inMenu } = await barAndMenuFor(['Tenis running azul']);
      expect(inBar).toContain('Pausar');
      expect(inBar).not.toContain('Validar');
      expect(inMenu).toEqual(expect.arrayContaining(['Validar', 'Publicar', 'Reactivar']));
      expect(inMenu).not.toContain('Pausar');
    });

    it('a paused card: reactivating in the bar', async () => {
      const { inBar, inMenu } = await barAndMenuFor(['Mochila urbana']);
      expect(inBar).toContain('Reactivar');
      expect(inMenu).not.toContain('Reactivar');
    });

    it('published and paused cards: pausing and reactivating in the bar', async () => {
      const { inBar, inMenu } = await barAndMenuFor(['Tenis running azul', 'Mochila urbana']);
      expect(inBar).toEqual(expect.arrayContaining(['Pausar', 'Reactivar']));
      expect(inMenu).toEqual(expect.arrayContaining(['Validar', 'Publicar']));
    });

    it('cards to publish, alone or with published ones: validating and publishing in the bar, pausing in the menu', async () => {
      for (const titles of [['Gorra bordada'], ['Gorra bordada', 'Tenis running azul']]) {
        const { inBar, inMenu } = await barAndMenuFor(titles);
        expect(inBar).toEqual(expect.arrayContaining(['Validar', 'Publicar']));
        expect(inBar).not.toContain('Pausar');
        expect(inMenu).toEqual(expect.arrayContaining(['Pausar', 'Reactivar']));
        cleanup();
      }
    });

    it('a card no daily action applies to: validating and publishing stay in the bar, greyed', async () => {
      const { inBar } = await barAndMenuFor(['Bolso de mano']);
      expect(inBar).toEqual(expect.arrayContaining(['Validar', 'Publicar']));
      expect(await phoneBarButton('1 seleccionado', 'Validar')).toBeDisabled();
    });
  });

  it('on a phone, selects and unselects every card of the page at once', async () => {
    stubScreen('phone');
    renderList();
    await screen.findByText('Tenis running azul');
    const page = screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' });
    await userEvent.click(page);
    expect(await screen.findByText('3 seleccionados')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar «Gorra bordada»' })).toBeChecked();
    await userEvent.click(page);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar «Gorra bordada»' })).not.toBeChecked();
  });
});
