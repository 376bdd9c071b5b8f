import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RaRecord, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { taskStatus, type TaskItemRecord } from '../../../resources/tasks';
import { taskProgressChannel } from '../../../src/notifications/taskProgressChannel';
import type { TaskItemsQuery } from '../../../src/tasks/taskCalls';
import { TaskItemsTable } from '../../../src/tasks/TaskItemsTable';
import { renderInAdmin } from '../support/renderInAdmin';
import { item, task } from './taskFixtures';

const done = item(0, { error: null, result: { imported: 3 } });
const failed = item(1, { status: 'failed', error: 'Categoría inexistente' });

/** The task's items, each page answered at once until a test holds the next one back. */
const renderItems = (shown: RaRecord = task) => {
  const answer = (data: TaskItemRecord[], query: TaskItemsQuery) => ({ data, total: data.length, page: query.page, size: query.size });
  const getTaskItems = vi.fn((_taskId: number, query: TaskItemsQuery) =>
    Promise.resolve(
      answer(
        [done, failed].filter((row) => !query.status || row.status === query.status),
        query,
      ),
    ),
  );
  /** The next read waits until the test calls the function it answers, with the rows it would have read. */
  const holdNextRead = () => {
    let release = () => undefined as void;
    getTaskItems.mockImplementationOnce(
      (_taskId, query) =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              answer(
                [done, failed].filter((row) => !query.status || row.status === query.status),
                query,
              ),
            );
        }),
    );
    return () => release();
  };
  renderInAdmin(
    <RecordContextProvider value={shown}>
      <TaskItemsTable />
    </RecordContextProvider>,
    { resource: 'tareas', dataProvider: { getTaskItems } as never },
  );
  return { getTaskItems, holdNextRead };
};

describe("a task's items, read page by page", () => {
  it('shows a loading bar over the previous rows while another status is read, and none once its rows arrive', async () => {
    const { holdNextRead } = renderItems();
    await screen.findByText('Categoría inexistente');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const release = holdNextRead();
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fallido' }));
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    // The previous rows stay under the bar until the failed ones arrive.
    expect(screen.getByText('3 publicaciones importadas')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('3 publicaciones importadas')).not.toBeInTheDocument());
    expect(screen.getByText('Categoría inexistente')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reads the shown page again as the task progresses, in place: the same rows, newer, with no loading bar', async () => {
    const running = { ...task, status: taskStatus.inProcess, done: 0, failed: 0 };
    const { getTaskItems, holdNextRead } = renderItems(running);
    await screen.findByText('Categoría inexistente');
    const release = holdNextRead();
    act(() => taskProgressChannel.publish({ kind: 'task', task_id: 7, status: taskStatus.inProcess, done: 1, total: 2, message: 'Tarea 7: 1/2' }));
    await waitFor(() => expect(getTaskItems).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
  });
});
