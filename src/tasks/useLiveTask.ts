import type { RaRecord } from 'react-admin';
import { useTaskProgress } from '../notifications';

export interface LiveTask {
  readonly status: number;
  /** Items processed so far, failed ones included. */
  readonly processed: number;
  readonly total: number;
  /** Items waiting for a retry after a transient failure of the marketplace. */
  readonly waiting: number;
}

/** A task as last heard on the socket, else as last read from the API. */
export const useLiveTask = (record: RaRecord | undefined): LiveTask | undefined => {
  const progress = useTaskProgress();
  if (!record) return undefined;
  const heard = progress[Number(record.id)];
  if (heard) return { status: heard.status, processed: heard.done, total: heard.total, waiting: heard.waiting ?? 0 };
  return {
    status: Number(record.status),
    processed: Number(record.done) + Number(record.failed),
    total: Number(record.total),
    waiting: Number(record.waiting ?? 0),
  };
};
