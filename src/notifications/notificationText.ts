import { useCallback } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import type { NotificationRecord, NotificationType } from '../../resources/notifications';
import { formatMoney } from '../i18n/money';

type Shown = Pick<NotificationRecord, 'type' | 'message' | 'resource_id' | 'data'>;
type Arguments = Record<string, string>;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

const moneyOf = (amount: unknown, currency: unknown, locale: string): string | undefined =>
  typeof amount === 'number' ? formatMoney(amount, locale, textOf(currency)) : undefined;

/** Every placeholder present, or undefined: a notification stored before its data held them keeps its message. */
const complete = (values: Record<string, string | undefined>): Arguments | undefined =>
  Object.values(values).every((value) => value !== undefined) ? (values as Arguments) : undefined;

/** The words of a marketplace status code, or the code itself when it has none yet. */
const statusWords = (translate: TranslateFunction, group: string, code: unknown): string | undefined => {
  const status = textOf(code);
  return status === undefined ? undefined : translate(`${group}.${status}`, { _: status });
};

const argumentsOf: Record<NotificationType, (notification: Shown, translate: TranslateFunction, locale: string) => Arguments | undefined> = {
  question: ({ data }) => complete({ item_id: textOf(data.item_id), text: textOf(data.text) }),
  order: ({ resource_id, data }, _translate, locale) =>
    complete({ id: resource_id, title: textOf(data.title), amount: moneyOf(data.total_amount, data.currency_id, locale) }),
  shipping: ({ resource_id, data }, translate) => {
    const status = statusWords(translate, 'app.notifications.shipping_statuses', data.status);
    const substatus = statusWords(translate, 'app.notifications.shipping_substatuses', data.substatus);
    return complete({ id: resource_id, status: status && substatus ? `${status} (${substatus})` : status });
  },
  payment: ({ resource_id, data }, translate, locale) =>
    complete({
      id: resource_id,
      status: statusWords(translate, 'app.notifications.payment_statuses', data.status),
      amount: moneyOf(data.amount, data.currency_id, locale),
    }),
  publication: ({ data }, translate) =>
    complete({
      ml_id: textOf(data.ml_id),
      status: statusWords(translate, 'app.mercadolibre.statuses', data.status),
      nickname: textOf(data.nickname),
    }),
};

/**
 * A notification's sentence in the current language, built from its type and data; the message the
 * server stored (Spanish) is kept for a type this client does not know or data that lacks a part.
 */
export const notificationText = (notification: Shown, translate: TranslateFunction, locale: string): string => {
  // A socket frame from an older server may come without data.
  const data = (notification.data as Shown['data'] | undefined) ?? {};
  const values = argumentsOf[notification.type]?.({ ...notification, data }, translate, locale);
  return values ? translate(`app.notifications.sentences.${notification.type}`, values) : notification.message;
};

/** `notificationText` bound to the current language. */
export const useNotificationText = () => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  return useCallback((notification: Shown) => notificationText(notification, translate, locale), [translate, locale]);
};
