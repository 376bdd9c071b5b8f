import {
  marketplaceNames,
  type MarketplaceCode,
  notificationLimits,
  type NotificationRecord,
  type NotificationType,
  notificationTypes,
} from '../../resources/notifications';
import type { RealtimeHub } from '../realtime/realtimeHub';
import { announceRows, deliverRows } from './notificationDelivery';
import { toNotificationRecord } from './notificationRecords';
import type { NotificationRepository } from './notificationRepository';

export interface NotificationInput {
  type: NotificationType;
  marketplace: MarketplaceCode;
  /** Id of the question, order, publication… it is about. */
  resourceId: string | number;
  message: string;
  data?: Record<string, unknown>;
  /** When it happened; now by default. */
  date?: Date;
}

export interface NotifyOptions {
  /** Only these users (the active ones among them); every active user by default. */
  userIds?: readonly number[];
  /**
   * Makes the call idempotent: a notification with this key is created at most once, even when a
   * retry or another process makes the same call again (e.g. `mercadolibre:order:123`).
   */
  onceKey?: string;
}

/** Creates one notification per recipient, stores it, then publishes it to their sockets. */
export type Notify = (input: NotificationInput, options?: NotifyOptions) => Promise<NotificationRecord[]>;

function checkInput(input: NotificationInput): void {
  if (!notificationTypes.includes(input.type)) throw new Error(`unknown notification type "${input.type}"`);
  if (!marketplaceNames[input.marketplace]) throw new Error(`unknown marketplace code ${input.marketplace}`);
  if (!input.message.trim() || input.message.length > notificationLimits.maxMessage) {
    throw new Error(`a notification message needs 1 to ${notificationLimits.maxMessage} characters`);
  }
}

export function createNotifier(repository: NotificationRepository, hub: RealtimeHub): Notify {
  return async (input, options = {}) => {
    checkInput(input);
    const among = options.userIds ? [...new Set(options.userIds)] : undefined;
    const row = {
      type: input.type,
      message: input.message,
      date: (input.date ?? new Date()).toISOString(),
      marketplace: input.marketplace,
      resource_id: String(input.resourceId),
      seen: 0,
      data: JSON.stringify(input.data ?? {}),
    };
    const rows =
      options.onceKey === undefined
        ? await repository.insert((await repository.activeUserIds(among)).map((userId) => ({ ...row, user_id: userId })))
        : await repository.insertOnceForActiveUsers(options.onceKey, row, among);
    deliverRows(hub, rows);
    await announceRows(hub, rows);
    return rows.map(toNotificationRecord);
  };
}
