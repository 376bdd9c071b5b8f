import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { taskProgressChannel } from '../../../src/notifications/taskProgressChannel';
import { useTaskProgress } from '../../../src/notifications/useTaskProgress';

describe('useTaskProgress', () => {
  it('keeps the latest progress message of each task', () => {
    const { result, unmount } = renderHook(() => useTaskProgress());
    act(() => {
      taskProgressChannel.publish({ kind: 'task', task_id: 4, status: 2, done: 1, total: 3, message: 'Tarea 4: 1/3' });
      taskProgressChannel.publish({ kind: 'task', task_id: 4, status: 3, done: 3, total: 3, message: 'Tarea 4: 3/3' });
      taskProgressChannel.publish({ kind: 'task', task_id: 5, status: 1, done: 0, total: 9, message: 'Tarea 5: 0/9' });
    });
    expect(result.current[4]).toMatchObject({ status: 3, done: 3 });
    expect(result.current[5]).toMatchObject({ status: 1, total: 9 });
    unmount();
  });
});
