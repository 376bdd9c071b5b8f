import { useEffect, useState } from 'react';
import type { TaskProgressMessage } from '../../resources/notifications';
import { taskProgressChannel } from './taskProgressChannel';

/** The latest progress message of each task heard on the socket since the component mounted, by task id. */
export const useTaskProgress = (): Readonly<Record<number, TaskProgressMessage>> => {
  const [progress, setProgress] = useState<Readonly<Record<number, TaskProgressMessage>>>({});
  useEffect(() => taskProgressChannel.subscribe((message) => setProgress((current) => ({ ...current, [message.task_id]: message }))), []);
  return progress;
};
