import { useEffect, useRef } from 'react';
import { type Identifier, useRefresh } from 'react-admin';
import { finalTaskStatuses } from '../../resources/tasks';
import { useTaskProgress } from '../notifications';

/** Batches the re-reads a burst of socket messages would cause. */
const refreshDelayMs = 300;

/**
 * Re-reads the shown tasks when the socket says one of them ended, or a task not shown changed
 * status (a new one), so dates, outcome and the list's order follow; progress itself is live.
 */
export const TaskLiveRefresh = ({ shownIds }: { shownIds: readonly Identifier[] }) => {
  const progress = useTaskProgress();
  const refresh = useRefresh();
  const handled = useRef(new Map<number, number>());
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  useEffect(() => {
    const shown = new Set(shownIds.map(Number));
    const changed = Object.values(progress).filter(
      (message) => handled.current.get(message.task_id) !== message.status && (!shown.has(message.task_id) || finalTaskStatuses.includes(message.status)),
    );
    if (changed.length === 0) return;
    for (const message of changed) handled.current.set(message.task_id, message.status);
    pending.current ??= setTimeout(() => {
      pending.current = undefined;
      refresh();
    }, refreshDelayMs);
  }, [progress, shownIds, refresh]);
  return null;
};
