import type { DataProvider } from 'react-admin';
import type { MarketplaceCode, NotificationRecord, NotificationType } from '../../resources/notifications';
import type { HttpClient } from '../providers/httpClient';

/** `GET api/notifications/`: the newest unseen notifications; `total` counts every unseen one. */
export interface UnseenNotifications {
  readonly data: NotificationRecord[];
  readonly total: number;
}

export interface NotificationHistoryQuery {
  readonly page: number;
  readonly size: number;
  readonly type?: NotificationType;
  readonly marketplace?: MarketplaceCode;
  /** Only the notifications seen (true) or not seen yet (false). */
  readonly seen?: boolean;
}

export interface NotificationHistory extends UnseenNotifications {
  readonly page: number;
  readonly size: number;
}

/** The named dataProvider methods of the notification calls (unseen, history, mark seen, delete, one or all). */
export interface NotificationCalls {
  getUnseenNotifications(): Promise<UnseenNotifications>;
  getNotificationHistory(query: NotificationHistoryQuery): Promise<NotificationHistory>;
  markNotificationSeen(id: number): Promise<void>;
  markAllNotificationsSeen(): Promise<void>;
  deleteNotification(id: number): Promise<void>;
  deleteAllNotifications(): Promise<void>;
}

const base = '/api/notifications/';

const historyParams = ({ page, size, type, marketplace, seen }: NotificationHistoryQuery): string => {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (type) params.set('type', type);
  if (marketplace !== undefined) params.set('marketplace', String(marketplace));
  if (seen !== undefined) params.set('seen', String(seen));
  return params.toString();
};

export const createNotificationCalls = (http: HttpClient): NotificationCalls => ({
  async getUnseenNotifications() {
    return (await http.request<UnseenNotifications>(base)).json;
  },
  async getNotificationHistory(query) {
    return (await http.request<NotificationHistory>(`${base}history/?${historyParams(query)}`)).json;
  },
  async markNotificationSeen(id) {
    await http.request(`${base}${id}/delete_unseen/`, { method: 'DELETE' });
  },
  async markAllNotificationsSeen() {
    await http.request(`${base}delete_all_unseen/`, { method: 'DELETE' });
  },
  async deleteNotification(id) {
    await http.request(`${base}${id}/`, { method: 'DELETE' });
  },
  async deleteAllNotifications() {
    await http.request(`${base}delete_all/`, { method: 'DELETE' });
  },
});

/** The data provider as the notification screens use it. */
export type NotificationDataProvider = DataProvider & NotificationCalls;
