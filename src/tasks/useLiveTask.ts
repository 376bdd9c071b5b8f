import type { RaRecord } from 'react-admin';
import { useTaskProgress } from '../notifications';

export interface LiveTask {
  readonly status: number;
  /** Items processed so far, failed ones included. */
  readonly processed: number;
  readonly total: number;
}

/** A task as last heard on the socket, else as last read from the API. */
export const useLiveTask = (record: RaRecord | undefined): LiveTask | undefined => {
  const progress = useTaskProgress();
  if (!record) return undefined;
  const heard = progress[Number(record.id)];
  if (heard) return { status: heard.status, processed: heard.done, total: heard.total };
  return { status: Number(record.status), processed: Number(record.done) + Number(record.failed), total: Number(record.total) };
};
