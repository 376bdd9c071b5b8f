import { describe, expect, it } from 'vitest';
import { isGlobalMarketplace } from '../../../resources/globalMarketplace';
import { marketplaceCodes, type NotificationType } from '../../../resources/notifications';
import { notificationTarget } from '../../../src/notifications/notificationTarget';
import { UnreadableAmazonOrder, unreadableOrderNotice } from '../../../server/marketplaces/amazon/unreadableOrderAnswer';

const sectionByType: Record<NotificationType, string> = {
  question: 'preguntas',
  order: 'ventas',
  shipping: 'ventas',
  publication: 'publicaciones',
  payment: 'pagos',
};

describe('notificationTarget', () => {
  const ownScreens = Object.entries(marketplaceCodes).filter(([name]) => name === 'amazon' || !isGlobalMarketplace(name));

  it.each(ownScreens)("leads code %s's notifications to /%s/{section}", (name, code) => {
    for (const [type, section] of Object.entries(sectionByType) as [NotificationType, string][]) {
      expect(notificationTarget({ marketplace: code, type, resource_id: 'R-1' })).toBe(`/${name}/${section}?busqueda=R-1`);
    }
  });

  it('uses the contract codes 0 mercadolibre, 1 amazon, 2 linio', () => {
    expect(notificationTarget({ marketplace: 0, type: 'question', resource_id: '7' })).toBe('/mercadolibre/preguntas?busqueda=7');
    expect(notificationTarget({ marketplace: 1, type: 'order', resource_id: '7' })).toBe('/amazon/ventas?busqueda=7');
  });

  it("leads Linio's (code 2) and Claro Shop's to the global marketplace's screens filtered by the marketplace", () => {
    expect(notificationTarget({ marketplace: 2, type: 'payment', resource_id: '7' })).toBe('/amazon/pagos?marketplace=linio&busqueda=7');
    expect(notificationTarget({ marketplace: 2, type: 'question', resource_id: 'A B' })).toBe('/amazon/preguntas?marketplace=linio&busqueda=A+B');
    expect(notificationTarget({ marketplace: marketplaceCodes.claroshop, type: 'order', resource_id: '9' })).toBe(
      '/amazon/ventas?marketplace=claroshop&busqueda=9',
    );
  });

  it("leads an Amazon order (or payment) left out to its account's sales (or payments), where no search for it would find it", () => {
    for (const [record, screen] of [
      ['order', `/amazon/ventas?filter=${encodeURIComponent('{"channel_account_id":3}')}`],
      ['payment', `/amazon/pagos?filter=${encodeURIComponent('{"account_id":3}')}`],
    ] as const) {
      const notice = unreadableOrderNotice(new UnreadableAmazonOrder(record, '702-1', 'QuantityOrdered = 1.5'), 3);
      expect(notificationTarget({ marketplace: notice.marketplace, type: notice.type, resource_id: String(notice.resourceId), data: notice.data })).toBe(
        screen,
      );
    }
  });

  it('leads to the record itself when the notification links it, never to another origin', () => {
    const publication = { marketplace: 0, type: 'publication', resource_id: '19' } as const;
    expect(notificationTarget({ ...publication, data: { link: '/mercadolibre/publicaciones/19' } })).toBe('/mercadolibre/publicaciones/19');
    expect(notificationTarget({ ...publication, data: { link: '//evil.example.com/x' } })).toBe('/mercadolibre/publicaciones?busqueda=19');
    expect(notificationTarget({ ...publication, data: { link: 'https://evil.example.com' } })).toBe('/mercadolibre/publicaciones?busqueda=19');
    expect(notificationTarget({ ...publication, data: {} })).toBe('/mercadolibre/publicaciones?busqueda=19');
  });

  it('encodes the resource id for the query string', () => {
    expect(notificationTarget({ marketplace: 0, type: 'order', resource_id: 'A B&C' })).toBe('/mercadolibre/ventas?busqueda=A+B%26C');
  });

  it('opens the record a notification links to (a sale opens its ERP order), never another site', () => {
    expect(notificationTarget({ marketplace: 0, type: 'order', resource_id: '2000000001', data: { link: '/pedidos/12/show' } })).toBe('/pedidos/12/show');
    expect(notificationTarget({ marketplace: 0, type: 'order', resource_id: '7', data: { link: '//evil.example/x' } })).toBe('/mercadolibre/ventas?busqueda=7');
    expect(notificationTarget({ marketplace: 0, type: 'order', resource_id: '7', data: { link: 'https://evil.example/' } })).toBe(
      '/mercadolibre/ventas?busqueda=7',
    );
  });
});
