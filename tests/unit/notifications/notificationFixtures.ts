import type { NotificationRecord } from '../../../resources/notifications';

export const question: NotificationRecord = {
  id: 11,
  type: 'question',
  message: '¿Tienen envío a Monterrey?',
  date: new Date(2026, 10, 22, 15, 7).toISOString(),
  marketplace: 0,
  resource_id: 'Q-2002',
  seen: false,
  data: {},
};

export const sale: NotificationRecord = {
  id: 10,
  type: 'order',
  message: 'Nueva venta #5001',
  date: new Date(2026, 10, 21, 9, 30).toISOString(),
  marketplace: 1,
  resource_id: '5001',
  seen: false,
  data: {},
};
