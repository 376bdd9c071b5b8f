import type { NotificationSentence, NotificationType } from '../../../resources/notifications';
import { publicationSheetPath } from '../../../resources/mercadolibre/contract';
import { marketplaceCodes } from '../../../resources/notifications';
import { questionLink } from '../../../resources/mercadolibre/questions';
import type { AccountRow } from './accountRepository';
import { claimNotice, recordNotifiedClaim } from './claimRecording';
import { publicationFromItem } from './itemMapping';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { MercadoLibreShipment } from './orderSaleMapping';
import { orderLink, recordOrderAsRead, recordSaleOfPayment, recordSaleOfShipment } from './orderSales';
import { type MercadoLibrePaymentBody, recordMercadoLibrePayment } from './paymentRecords';
import { storeQuestion } from './questionRecording';
import { describeSaleMessage, messageReadOf } from './saleMessageNotification';
import type { MercadoLibreMessageJson } from './saleMessageRepository';

/** MercadoLibre's notification body; ids arrive as numbers or strings, the notification's own id as `_id` (or `id`). */
export interface MercadoLibreNotification {
  _id?: string;
  id?: string | number;
  resource: string;
  user_id: number | string;
  topic: string;
  application_id: number | string;
  attempts?: number;
  received?: string;
}

/** The topics we act on; any other is acknowledged and dropped without reading its resource. */
export const handledTopics: readonly string[] = ['questions', 'orders_v2', 'orders', 'shipments', 'payments', 'items', 'claims', 'messages'];

type Json = Record<string, unknown>;
const onceKeyOf = (key: string) => `mercadolibre:${key}`;
/** `onceKey`: what makes two hints the same news, so it is announced once (a question or a sale once ever; a shipment or a payment once per status). */
type Described = { type: NotificationType; resourceId: string; message: string; data: Json; onceKey?: string } | undefined;

const text = (value: unknown, fallback = '') => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);
const money = (value: unknown) => `$${Number(value ?? 0).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;

const linkOf = (sale: { orderId: number } | undefined) => (sale ? { link: orderLink(sale.orderId) } : {});

/** Reads the notification's resource as the topic's type (any other field still readable). */
type ResourceReader = <T extends object>() => Promise<T & Json>;

/** What a notification is about: its topic, its resource's path, and when its news arrived (ms since the epoch). */
interface News {
  topic: string;
  path: string;
  newsAt: number;
}

async function describe(feature: MercadoLibreFeature, account: AccountRow, { topic, path, newsAt }: News, read: ResourceReader): Promise<Described> {
  if (topic === 'questions') {
    const resource = await storeQuestion(feature, account, await read<object>());
    const id = text(resource.id);
    const asked = text(resource.text).slice(0, 300);
    const data = { item_id: resource.item_id, status: resource.status, text: asked, link: questionLink(id) };
    // The seller knows a listing by its title; Mercado Libre's id names it only when it is not one of ours.
    const listing = await feature.publications.byMlId(text(resource.item_id));
    return {
      type: 'question',
      resourceId: id,
      ...(listing?.title
        ? {
            message: `Nueva pregunta sobre «${listing.title}»: ${asked}`,
            data: { ...data, sentence: 'question_on_listing' satisfies NotificationSentence, title: listing.title },
          }
        : { message: `Nueva pregunta en ${text(resource.item_id)}: ${asked}`, data }),
      onceKey: `question:${id}`,
    };
  }
  if (topic === 'orders_v2' || topic === 'orders') {
    const { order: resource, sale } = await recordOrderAsRead(feature, account, path.slice(path.lastIndexOf('/') + 1), newsAt);
    const id = text(resource.id);
    const items = Array.isArray(resource.order_items) ? (resource.order_items as { item?: { title?: string } }[]) : [];
    return {
      type: 'order',
      resourceId: id,
      message: `Nueva venta ${id}: ${items[0]?.item?.title ?? ''} por ${money(resource.total_amount)}`,
      data: {
        status: resource.status,
        title: items[0]?.item?.title ?? '',
        total_amount: resource.total_amount,
        currency_id: resource.currency_id,
        ...linkOf(sale),
      },
      onceKey: `order:${id}`,
    };
  }
  if (topic === 'shipments') {
    const resource = await read<MercadoLibreShipment>();
    const id = text(resource.id);
    const sale = await recordSaleOfShipment(feature, account, resource, newsAt);
    return {
      type: 'shipping',
      resourceId: id,
      message: `Envío ${id}: ${text(resource.status)}${resource.substatus ? ` (${text(resource.substatus)})` : ''}`,
      data: { status: resource.status, substatus: resource.substatus ?? null, order_id: resource.order_id, ...linkOf(sale) },
      onceKey: `shipment:${id}:${text(resource.status)}:${text(resource.substatus)}`,
    };
  }
  if (topic === 'payments') {
    const resource = await read<MercadoLibrePaymentBody>();
    const id = text(resource.id);
    const sale = await recordSaleOfPayment(feature, account, resource, newsAt);
    await recordMercadoLibrePayment(feature.context.database.db, account, resource, sale?.orderId);
    return {
      type: 'payment',
      resourceId: id,
      message: `Pago ${id}: ${text(resource.status)} por ${money(resource.transaction_amount)}`,
      data: { status: resource.status, order_id: resource.order_id, amount: resource.transaction_amount, currency_id: resource.currency_id, ...linkOf(sale) },
      onceKey: `payment:${id}:${text(resource.status)}`,
    };
  }
  if (topic === 'claims') return claimNotice(await recordNotifiedClaim(feature, account, path.slice(path.lastIndexOf('/') + 1), await read<object>()));
  if (topic === 'messages') return describeSaleMessage(feature, account, await read<MercadoLibreMessageJson>());
  if (topic !== 'items') return undefined;
  const changes = publicationFromItem(await read<object>());
  const resource = changes.ml_json;
  const id = changes.ml_id;
  // Every change of an item (ours included) fires `items`: only a status change we did not make is news.
  const publication = await feature.publications.byMlId(id);
  if (!publication) return undefined;
  const changed = changes.status !== undefined && changes.status !== publication.status;
  const reason = Array.isArray(resource.sub_status) ? resource.sub_status.join(', ') : '';
  const stored = await feature.publications.update(
    publication.id,
    changes,
    changed ? { kind: 'status_changed', source: 'marketplace', message: reason || null } : { source: 'marketplace' },
  );
  // Unchanged, or an older copy than the one already stored: nothing to announce.
  if (!changed || stored.status !== changes.status) return undefined;
  return {
    type: 'publication',
    resourceId: String(publication.id),
    message: `La publicación «${stored.title ?? id}» (${id}) pasó a "${changes.status}" en ${account.nickname}`,
    data: {
      sentence: 'listing_status' satisfies NotificationSentence,
      ml_id: id,
      title: stored.title ?? id,
      status: changes.status,
      nickname: account.nickname,
      link: publicationSheetPath(publication.id),
    },
    onceKey: `item:${id}:${changes.status}:${text(resource.last_updated)}`,
  };
}

/**
 * A notification is only a hint: the resource is read with the seller's own token, then announced
 * once, however many hints (redeliveries, missed feeds, syncs, other processes) pointed at it. An
 * order is also recorded as the inventory's sale each time (once for the notifications of one
 * change that this process has in hand together), and a payment or a shipment when it changes what
 * the sale has: its statuses move the ERP order and its stock, which the sale's records keep from
 * happening twice.
 */
export async function processNotification(
  feature: MercadoLibreFeature,
  account: AccountRow,
  notification: Pick<MercadoLibreNotification, 'topic' | 'resource'> & { receivedAt?: string },
): Promise<void> {
  let path = notification.resource.startsWith('/') ? notification.resource : `/${notification.resource}`;
  let query: Record<string, string | number> | undefined = notification.topic === 'questions' ? { api_version: 4 } : undefined;
  if (notification.topic === 'messages') ({ path, query } = messageReadOf(notification.resource));
  const read: ResourceReader = () => feature.connector.request(Number(account.id), { method: 'GET', path, query });
  const newsAt = notification.receivedAt ? Date.parse(notification.receivedAt) : Date.now();
  const described = await describe(feature, account, { topic: notification.topic, path, newsAt }, read);
  if (!described) return;
  await feature.context.notify(
    {
      type: described.type,
      marketplace: marketplaceCodes.mercadolibre,
      resourceId: described.resourceId,
      message: described.message.slice(0, 500),
      data: { ...described.data, topic: notification.topic, account_id: Number(account.id) },
    },
    described.onceKey ? { onceKey: onceKeyOf(described.onceKey) } : {},
  );
}
