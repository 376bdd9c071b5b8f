import { describe, expect, it } from 'vitest';
import { notificationsFeature } from '../../../src/notifications/feature';
import type { NotificationDataProvider } from '../../../src/notifications/notificationCalls';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { createHttpClient } from '../../../src/providers/httpClient';
import { tokenStore } from '../../../src/providers/tokenStore';
import { jsonResponse, makeJwt, stubFetch } from '../support/fetchStub';
import { question } from './notificationFixtures';

const signedIn = () => {
  tokenStore.save({ token: makeJwt(60), refreshToken: 'r', userName: 'Vendedora', id: 1, remember: false });
  return createDataProvider(createHttpClient(), [notificationsFeature]) as NotificationDataProvider;
};

describe('notification calls of the dataProvider', () => {
  it('reads the unseen list and the filtered history', async () => {
    const { calls } = stubFetch(({ url }) =>
      jsonResponse(url.includes('history') ? { data: [question], total: 1, page: 2, size: 5 } : { data: [question], total: 1 }),
    );
    const dataProvider = signedIn();
    expect(await dataProvider.getUnseenNotifications()).toEqual({ data: [question], total: 1 });
    expect((await dataProvider.getNotificationHistory({ page: 2, size: 5, type: 'question', marketplace: 0 })).total).toBe(1);
    expect(calls.map((call) => call.url)).toEqual(['/api/notifications/', '/api/notifications/history/?page=2&size=5&type=question&marketplace=0']);
    expect(calls[0].authorization).toMatch(/^Bearer /);
  });

  it('marks seen and deletes through the DELETE calls of the notification API', async () => {
    const { calls } = stubFetch(() => jsonResponse(null, 204));
    const dataProvider = signedIn();
    await dataProvider.markNotificationSeen(11);
    await dataProvider.markAllNotificationsSeen();
    await dataProvider.deleteNotification(11);
    await dataProvider.deleteAllNotifications();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /api/notifications/11/delete_unseen/',
      'DELETE /api/notifications/delete_all_unseen/',
      'DELETE /api/notifications/11/',
      'DELETE /api/notifications/delete_all/',
    ]);
  });
});
