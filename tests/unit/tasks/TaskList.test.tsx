import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskStatus, taskTypes } from '../../../resources/tasks';
import { formatDateTime } from '../../../src/i18n/dateTime';
import { taskProgressChannel } from '../../../src/notifications/taskProgressChannel';
import { TaskList } from '../../../src/tasks/TaskList';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';

const base = {
  account_id: 1,
  marketplace: 0,
  created_by: 1,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:05:00Z',
  last_error: null,
  attempt: 1,
};
const publishing = {
  ...base,
  id: 12,
  type: taskTypes.publish,
  status: taskStatus.inProcess,
  total: 200,
  done: 40,
  failed: 0,
  started_at: '2025-03-01T10:00:01Z',
  finished_at: null,
};
const pausing = {
  ...base,
  id: 11,
  type: taskTypes.pausePublications,
  status: taskStatus.finishedWithErrors,
  total: 10,
  done: 8,
  failed: 2,
  started_at: '2025-03-01T09:00:01Z',
  finished_at: '2025-03-01T09:01:00Z',
};

const rowOf = (id: number): HTMLElement => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(id));
  if (!row) throw new Error(`no row for task ${id}`);
  return row;
};

describe('TaskList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone, shows each task as a card with its status, when it was created and its progress', async () => {
    stubScreen('phone');
    renderInAdmin(<TaskList />, {
      resource: 'tareas',
      dataProvider: { getList: () => Promise.resolve({ data: [publishing, pausing], total: 2 }) as never },
    });
    const card = (await screen.findByText('Publicar')).closest('a, li, .MuiListItem-root') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('En proceso')).toBeInTheDocument();
    expect(within(card).getByText('40 de 200')).toBeInTheDocument();
    // When it was created, as every screen writes a moment.
    expect(within(card).getByText(formatDateTime(publishing.created_at, 'es'))).toBeInTheDocument();
    expect(within(screen.getByText('Pausar publicaciones').closest('a, li, .MuiListItem-root') as HTMLElement).getByText(/2 con errores/)).toBeInTheDocument();
    // The card's lines are a paragraph: a block inside one is invalid, and a browser would take the paragraph apart.
    expect(card.querySelector('p div')).toBeNull();
  });

  it('shows each task with its translated type, status, progress and outcome', async () => {
    renderInAdmin(<TaskList />, {
      resource: 'tareas',
      dataProvider: { getList: () => Promise.resolve({ data: [publishing, pausing], total: 2 }) as never },
    });
    await screen.findByText('Publicar');
    const running = within(rowOf(12));
    expect(running.getByText('En proceso')).toBeInTheDocument();
    expect(running.getByText('40 de 200')).toBeInTheDocument();
    const ended = within(rowOf(11));
    expect(ended.getByText('Pausar publicaciones')).toBeInTheDocument();
    expect(ended.getByText('Terminada con errores')).toBeInTheDocument();
    expect(ended.getByText('Completada con errores')).toBeInTheDocument();
    expect(ended.getByText(/2 con errores/)).toBeInTheDocument();
    expect(screen.getByText('Resultado')).toBeInTheDocument();
  });

  it('shows the statuses it was opened with (the home page opens the running ones) in its status filter, and asks for them', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [publishing], total: 1 }));
    const running = [taskStatus.queued, taskStatus.inProcess, taskStatus.retrying];
    renderInAdmin(<TaskList />, {
      resource: 'tareas',
      path: `/?filter=${encodeURIComponent(JSON.stringify({ status: running }))}`,
      dataProvider: { getList } as never,
    });
    await screen.findByText('Publicar');
    const filter = screen.getByRole('combobox', { name: 'Estado' }).closest('.MuiFormControl-root') as HTMLElement;
    for (const status of ['En cola', 'En proceso', 'Reintentando']) expect(within(filter).getByText(status)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('tareas', expect.objectContaining({ filter: { status: running }, pagination: { page: 1, perPage: 5 } }));
  });

  it('shows the day it was opened with (the home page opens the failed tasks of the last hours) in a "Terminada desde" filter', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [publishing], total: 1 }));
    const since = new Date('2026-11-29T15:30:00').toISOString();
    renderInAdmin(<TaskList />, {
      resource: 'tareas',
      path: `/?filter=${encodeURIComponent(JSON.stringify({ finished_since: since }))}`,
      dataProvider: { getList } as never,
    });
    await screen.findByText('Publicar');
    expect(screen.getByLabelText('Terminada desde')).toHaveValue('2026-11-29');
    expect(getList).toHaveBeenCalledWith('tareas', expect.objectContaining({ filter: { finished_since: since } }));
  });

  it('follows progress heard on the notifications socket', async () => {
    renderInAdmin(<TaskList />, {
      resource: 'tareas',
      dataProvider: { getList: () => Promise.resolve({ data: [publishing], total: 1 }) as never },
    });
    await screen.findByText('40 de 200');
    act(() => taskProgressChannel.publish({ kind: 'task', task_id: 12, status: taskStatus.retrying, done: 150, total: 200, message: 'Tarea 12: 150/200' }));
    expect(await screen.findByText('150 de 200')).toBeInTheDocument();
    expect(within(rowOf(12)).getByText('Reintentando')).toBeInTheDocument();
  });

  it("says 'Esperando a Mercado Libre' while items wait for a retry after MercadoLibre failed, until the socket says none wait", async () => {
    const waitingTask = { ...publishing, id: 13, waiting: 3 };
    renderInAdmin(<TaskList />, {
      resource: 'tareas',
      dataProvider: { getList: () => Promise.resolve({ data: [waitingTask, { ...pausing, waiting: 0 }], total: 2 }) as never },
    });
    await screen.findByText('Publicar');
    expect(within(rowOf(13)).getByText('Esperando a Mercado Libre')).toBeInTheDocument();
    expect(within(rowOf(11)).queryByText('Esperando a Mercado Libre')).toBeNull();
    act(() =>
      taskProgressChannel.publish({ kind: 'task', task_id: 13, status: taskStatus.inProcess, done: 60, total: 200, waiting: 0, message: 'Tarea 13: 60/200' }),
    );
    await waitFor(() => expect(within(rowOf(13)).queryByText('Esperando a Mercado Libre')).toBeNull());
    expect(within(rowOf(13)).getByText('60 de 200')).toBeInTheDocument();
  });

  it("says 'No hay informacion para mostrar' when there are no tasks", async () => {
    renderInAdmin(<TaskList />, {
      resource: 'tareas',
      dataProvider: { getList: () => Promise.resolve({ data: [], total: 0 }) as never },
    });
    expect(await screen.findByText('No hay informacion para mostrar')).toBeInTheDocument();
  });
});
