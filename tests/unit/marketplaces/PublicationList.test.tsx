import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublicationList } from '../../../src/marketplaces/mercadolibre/publications/PublicationList';
import { renderInAdmin } from '../support/renderInAdmin';
import { credentialStubs, draft, paused, published } from './publicationFixtures';

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

const buttonNames = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

const renderList = (extra: Record<string, unknown> = {}) =>
  renderInAdmin(<PublicationList />, {
    resource: 'mercadolibre/publicaciones',
    dataProvider: {
      getList: () => Promise.resolve({ data: [published, paused, draft], total: 3 }) as never,
      ...credentialStubs(),
      ...extra,
    },
  });

describe('PublicationList', () => {
  it('shows the rows with Spanish status labels and the actions each status allows', async () => {
    renderList();
    expect(await screen.findByText('Tenis running azul')).toBeInTheDocument();
    expect(within(rowOf('Tenis running azul')).getByText('Publicada')).toBeInTheDocument();
    expect(within(rowOf('Mochila urbana')).getByText('Pausada')).toBeInTheDocument();
    expect(within(rowOf('Gorra bordada')).getByText('Por publicar')).toBeInTheDocument();
    expect(screen.getByText('SKU-AZUL')).toBeInTheDocument();

    const publishedActions = buttonNames(rowOf('Tenis running azul'));
    expect(publishedActions).toEqual(expect.arrayContaining(['Pausar', 'Finalizar', 'Eliminar en Mercado Libre', 'Eliminar aquí']));
    expect(publishedActions).not.toContain('Reactivar');
    expect(publishedActions).not.toContain('Publicar');

    const pausedActions = buttonNames(rowOf('Mochila urbana'));
    expect(pausedActions).toContain('Reactivar');
    expect(pausedActions).not.toContain('Pausar');

    const draftActions = buttonNames(rowOf('Gorra bordada'));
    expect(draftActions).toEqual(expect.arrayContaining(['Validar', 'Publicar', 'Eliminar aquí']));
    expect(draftActions).not.toContain('Pausar');
    expect(draftActions).not.toContain('Eliminar en Mercado Libre');
  });

  it('pauses the selected publications with one pauseMany call, links the task and clears the selection', async () => {
    const pauseMany = vi.fn(() => Promise.resolve({ id: 77, type: 6, status: 1 }));
    renderList({ pauseMany });
    await screen.findByText('Tenis running azul');
    await userEvent.click(within(rowOf('Tenis running azul')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Mochila urbana')).getByRole('checkbox'));
    const toolbar = await screen.findByText(/2 elementos seleccionados|2 seleccionados/i);
    const bulkBar = toolbar.closest('.MuiToolbar-root') ?? document.body;
    await userEvent.click(within(bulkBar as HTMLElement).getByRole('button', { name: 'Pausar' }));

    expect(pauseMany).toHaveBeenCalledTimes(1);
    expect(pauseMany).toHaveBeenCalledWith([11, 12]);
    expect(await screen.findByText(/Tarea #77 creada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver en Tareas' })).toHaveAttribute('href', '/tareas');
    await waitFor(() => expect(within(rowOf('Tenis running azul')).getByRole('checkbox')).not.toBeChecked());
  });
});
