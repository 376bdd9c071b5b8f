import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshLinkedScreen, refreshShownRecords } from '../../../src/notifications/linkedScreenRefresh';
import { unseenNotificationsKey } from '../../../src/notifications/unseenNotificationsCache';
import { marketplaceAccountsKey } from '../../../src/marketplaces/accounts/useMarketplaceAccounts';
import { question } from './notificationFixtures';

const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('refreshLinkedScreen', () => {
  it('marks the data of the screen a notification links as stale, and only that screen', async () => {
    const client = new QueryClient();
    const questions = ['mercadolibre/preguntas', 'getList', { page: 1 }];
    const publications = ['mercadolibre/publicaciones', 'getList', { page: 1 }];
    const sheet = ['mercadolibre/publicaciones', 'getOne', { id: '12' }];
    for (const key of [questions, publications, sheet]) client.setQueryData(key, { data: [] });

    await refreshLinkedScreen(client, { ...question, data: { link: '/mercadolibre/preguntas?busqueda=9001' } });
    expect([stale(client, questions), stale(client, publications), stale(client, sheet)]).toEqual([true, false, false]);

    // A link to one record (the publication's sheet) refreshes its resource too.
    await refreshLinkedScreen(client, { ...question, type: 'publication', data: { link: '/mercadolibre/publicaciones/12' } });
    expect([stale(client, publications), stale(client, sheet)]).toEqual([true, true]);
  });

  it('on a (re)connection marks the records and the notifications as stale, not the marketplace accounts', async () => {
    const client = new QueryClient();
    const questions = ['mercadolibre/preguntas', 'getList', { page: 1 }];
    const sheet = ['mercadolibre/publicaciones', 'getOne', { id: '12' }];
    const unseen = [...unseenNotificationsKey];
    const accounts = [...marketplaceAccountsKey];
    for (const key of [questions, sheet, unseen, accounts]) client.setQueryData(key, { data: [] });

    await refreshShownRecords(client);
    expect([questions, sheet, unseen, accounts].map((key) => stale(client, key))).toEqual([true, true, true, false]);
  });
});
