import { describe, expect, it } from 'vitest';
import { notificationLimits } from '../../../resources/notifications';
import { unreadableAnswerNotice } from '../../../server/marketplaces/shared/unreadableAnswerNotice';

const claim = {
  type: 'order',
  marketplace: 'mercadolibre',
  resourceId: '5001',
  refused: 'No se registró el reclamo 5001 de Mercado Libre',
  sentence: 'mercadolibre_claim_unreadable',
  value: 'type = 5',
  accountId: 3,
  link: '/mercadolibre/devoluciones',
} as const;

describe('the notification of a marketplace answer that could not be recorded', () => {
  it('says what was left out, that the marketplace answered data that is not valid, and the value, leading to the account', () => {
    expect(unreadableAnswerNotice(claim)).toEqual({
      type: 'order',
      marketplace: 0,
      resourceId: '5001',
      message: 'No se registró el reclamo 5001 de Mercado Libre: Mercado Libre respondió datos no válidos (type = 5)',
      data: { sentence: 'mercadolibre_claim_unreadable', value: 'type = 5', account_id: 3, link: '/mercadolibre/devoluciones' },
    });
    expect(unreadableAnswerNotice({ ...claim, marketplace: 'amazon' })).toMatchObject({
      marketplace: 1,
      message: expect.stringContaining(': Amazon respondió'),
    });
  });

  it('keeps its stored message to what a notification holds, the value whole in its data', () => {
    const value = 'x'.repeat(notificationLimits.maxMessage);
    const notice = unreadableAnswerNotice({ ...claim, value });
    expect(notice.message).toHaveLength(notificationLimits.maxMessage);
    expect(notice.data).toMatchObject({ value });
  });
});
