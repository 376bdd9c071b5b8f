import type { TranslateFunction } from 'react-admin';
import { saleShipmentDateKinds } from '../../../../resources/catalogue/orders';
import { formatDateTime } from '../../../i18n/dateTime';

/** The marketplace's lists of codes are open: one not in the catalogues yet is still said as words (`in_hub` → "in hub"), never shown raw. */
const spoken = (code: string) => code.replace(/_/g, ' ');

type WordGroup = 'substatuses' | 'logistic_types' | 'tags';

/** A substatus, logistic type or tag of a sale, in the reader's language. */
export const saleWord = (translate: TranslateFunction, group: WordGroup, code: string): string =>
  translate(`app.mercadolibre.sales.${group}.${code}`, { _: spoken(code) });

/** The payment status as the order sheet says it. */
export const paymentWord = (translate: TranslateFunction, status: string): string =>
  translate(`resources.pedidos.values.payment_status.${status}`, { _: spoken(status) });

/** The shipment status with its substatus after it, both as words ("Listo para enviar · Etiqueta por imprimir"). */
export function shipmentWords(translate: TranslateFunction, status: unknown, substatus: unknown): string {
  const words = typeof status === 'string' ? [translate(`resources.pedidos.values.shipment_status.${status}`, { _: spoken(status) })] : [];
  if (typeof substatus === 'string' && substatus !== '') words.push(saleWord(translate, 'substatuses', substatus));
  return words.join(' · ');
}

/** Each dated step of the shipment, in the order they happen: "Enviado: 23/11/2026, 10:00". */
export function shipmentDateLines(translate: TranslateFunction, locale: string, dates: unknown): string[] {
  const known = (dates ?? {}) as Partial<Record<string, string>>;
  return saleShipmentDateKinds.flatMap((kind) => {
    const date = known[kind];
    if (!date) return [];
    const when = formatDateTime(date, locale);
    return [`${translate(`app.mercadolibre.sales.dates.${kind}`)}: ${when}`];
  });
}
