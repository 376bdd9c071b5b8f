import { useCallback } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { notificationSentences, type NotificationRecord, type NotificationSentence, type NotificationType } from '../../resources/notifications';
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

/** The units a sale could not take, each as "3 units of «name» missing", in one line. */
const missingUnits = (translate: TranslateFunction, missing: unknown): string | undefined => {
  if (!Array.isArray(missing) || missing.length === 0) return undefined;
  const parts = missing.map((entry: { units?: unknown; label?: unknown }) =>
    typeof entry.units === 'number' && textOf(entry.label)
      ? translate('app.notifications.missing_units', { smart_count: entry.units, label: entry.label })
      : undefined,
  );
  return parts.every((part) => part !== undefined) ? parts.join('; ') : undefined;
};

/** A claim and the sale it is about. */
const claimOnSale = ({ resource_id, data }: Shown) => complete({ claim: resource_id, sale: textOf(data.ml_order_id) });

/** A listing's new status on an account, named by its marketplace id. */
const listingStatus = ({ data }: Shown, translate: TranslateFunction) =>
  complete({
    ml_id: textOf(data.ml_id),
    status: statusWords(translate, 'app.mercadolibre.statuses', data.status),
    nickname: textOf(data.nickname),
  });

/** A new sale, its first item's title and its total. */
const saleWithAmount = ({ resource_id, data }: Shown, _translate: TranslateFunction, locale: string) =>
  complete({ id: resource_id, title: textOf(data.title), amount: moneyOf(data.total_amount, data.currency_id, locale) });

/** An Amazon order (or its payment) left out, and the field it came with: its name and value, the same in every language. */
const unreadableAnswer = ({ resource_id, data }: Shown) => complete({ id: resource_id, value: textOf(data.value) });
/** A page (or part of one) that could not be read: no record is named, only what the page held. */
const unreadableValue = ({ data }: Shown) => complete({ value: textOf(data.value) });

type Sentence = NotificationType | NotificationSentence;

const argumentsOf: Record<Sentence, (notification: Shown, translate: TranslateFunction, locale: string) => Arguments | undefined> = {
  question: ({ data }) => complete({ item_id: textOf(data.item_id), text: textOf(data.text) }),
  question_on_listing: ({ data }) => complete({ title: textOf(data.title), text: textOf(data.text) }),
  order: saleWithAmount,
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
  publication: listingStatus,
  listing_status: (notification, translate) => {
    const values = listingStatus(notification, translate);
    return values && complete({ ...values, title: textOf(notification.data.title) });
  },
  claim_opened: claimOnSale,
  claim_in_mediation: claimOnSale,
  claim_return_arrived: ({ resource_id }) => complete({ claim: resource_id }),
  mercadolibre_claim_unreadable: ({ resource_id, data }) => complete({ claim: resource_id, value: textOf(data.value) }),
  mercadolibre_orders_page_unreadable: unreadableValue,
  mercadolibre_claims_page_unreadable: unreadableValue,
  mercadolibre_questions_page_unreadable: unreadableValue,
  sale_shortage: ({ data }, translate) => complete({ sale: textOf(data.sale_id), missing: missingUnits(translate, data.missing) }),
  buyer_message: ({ resource_id, data }) => complete({ sale: resource_id, text: textOf(data.text) }),
  cancel_request: ({ resource_id, data }, translate) =>
    complete({ order: resource_id, reason: textOf(data.reason) ?? translate('app.notifications.no_reason') }),
  refund: ({ resource_id, data }, _translate, locale) => complete({ order: resource_id, amount: moneyOf(data.refunded, data.currency_id, locale) }),
  amazon_order: saleWithAmount,
  amazon_order_unpriced: ({ resource_id, data }) => complete({ id: resource_id, title: textOf(data.title) }),
  amazon_order_unreadable: unreadableAnswer,
  amazon_payment_unreadable: unreadableAnswer,
  amazon_orders_page_unreadable: unreadableValue,
  amazon_payments_page_unreadable: unreadableValue,
};

/** The sentence a notification names in its data, else its type's. */
const sentenceOf = (type: NotificationType, named: unknown): Sentence => notificationSentences.find((sentence) => sentence === named) ?? type;

/**
 * A notification's sentence in the current language, built from its type and data; the message the
 * server stored (Spanish) is kept for a type this client does not know or data that lacks a part.
 */
export const notificationText = (notification: Shown, translate: TranslateFunction, locale: string): string => {
  // A socket frame from an older server may come without data.
  const data = (notification.data as Shown['data'] | undefined) ?? {};
  const sentence = sentenceOf(notification.type, data.sentence);
  const values = argumentsOf[sentence]?.({ ...notification, data }, translate, locale);
  return values ? translate(`app.notifications.sentences.${sentence}`, values) : notification.message;
};

/** `notificationText` bound to the current language. */
export const useNotificationText = () => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  return useCallback((notification: Shown) => notificationText(notification, translate, locale), [translate, locale]);
};
