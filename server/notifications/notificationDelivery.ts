import type { IdRange } from '../realtime/realtimeBus';
import type { RealtimeHub } from '../realtime/realtimeHub';
import { type NotificationRow, toNotificationMessage } from './notificationRecords';
import type { NotificationRepository } from './notificationRepository';

interface DeliveryLog {
  warn(object: object, message: string): void;
}

/** Ranges per bus event: at most ~24 bytes each, so an event stays far below the 8000-byte NOTIFY limit. */
const rangesPerEvent = 250;

/** Sends each row to its owner's sockets on this process. */
export function deliverRows(hub: RealtimeHub, rows: readonly NotificationRow[]): void {
  for (const row of rows) {
    if (hub.isConnected(row.user_id)) hub.deliverLocal([row.user_id], toNotificationMessage(row));
  }
}

/** Sorted ids as inclusive ranges of consecutive ids. */
export function idRanges(ids: readonly number[]): IdRange[] {
  const ranges: [number, number][] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && id === last[1] + 1) last[1] = id;
    else ranges.push([id, id]);
  }
  return ranges;
}

/** Tells the other processes which notifications were just created, in as few events as fit. */
export async function announceRows(hub: RealtimeHub, rows: readonly NotificationRow[]): Promise<void> {
  const ranges = idRanges(rows.map((row) => Number(row.id)));
  for (let start = 0; start < ranges.length; start += rangesPerEvent) {
    await hub.bus.publish({ kind: 'notifications', ranges: ranges.slice(start, start + rangesPerEvent) });
  }
}

/**
 * Each process, on hearing that another created notifications, loads those of its connected
 * users and sends each to its owner's sockets.
 */
export function deliverAnnouncedNotifications(hub: RealtimeHub, repository: NotificationRepository, log: DeliveryLog): void {
  hub.bus.subscribe((event) => {
    if (event.kind !== 'notifications') return;
    if (hub.socketCount === 0) return;
    repository
      .byIdRanges(event.ranges)
      .then((rows) => deliverRows(hub, rows))
      .catch((error: unknown) => log.warn({ err: error }, 'could not deliver notifications'));
  });
}
