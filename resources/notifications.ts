/**
 * Notifications and realtime messages as the browser app and the API both see them
 * (records, socket frames, marketplace codes). Pure data: no React, no Node.
 */

/** What a notification is about; the dropdown picks its icon and target section from it. */
export const notificationTypes = ['question', 'order', 'shipping', 'publication', 'payment'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * Marketplace codes of the `marketplace` field. 0–2 are fixed by the API contract; the rest extend the same
 * scheme to every marketplace of the product. The name is also the route segment
 * (`/{marketplace}/{section}?busqueda={resource_id}`).
 */
export const marketplaceCodes = {
  mercadolibre: 0,
  amazon: 1,
  linio: 2,
  walmart: 3,
  anymarket: 4,
  tienda: 5,
  claroshop: 6,
} as const;
export type MarketplaceName = keyof typeof marketplaceCodes;
export type MarketplaceCode = (typeof marketplaceCodes)[MarketplaceName];

/** Marketplace name by code: `marketplaceNames[0] === 'mercadolibre'`. */
export const marketplaceNames = Object.keys(marketplaceCodes) as readonly MarketplaceName[];

/**
 * A notification that says more than its type's sentence names its own in `data.sentence`, with the
 * parts it needs in `data`: the browser words it in the reader's language, and the stored message
 * (Spanish) stays for a reader that does not know the sentence.
 */
export const notificationSentences = [
  'question_on_listing',
  'listing_status',
  'claim_opened',
  'claim_in_mediation',
  'claim_return_arrived',
  'mercadolibre_claim_unreadable',
  'mercadolibre_orders_page_unreadable',
  'mercadolibre_claims_page_unreadable',
  'mercadolibre_questions_page_unreadable',
  'sale_shortage',
  'buyer_message',
  'cancel_request',
  'refund',
  'amazon_order',
  'amazon_order_unpriced',
  'amazon_order_unreadable',
  'amazon_payment_unreadable',
  'amazon_orders_page_unreadable',
  'amazon_payments_page_unreadable',
] as const;
export type NotificationSentence = (typeof notificationSentences)[number];

/** Section of a marketplace a notification of each type leads to. */
export const notificationSections: Readonly<Record<NotificationType, string>> = {
  question: 'preguntas',
  order: 'ventas',
  shipping: 'ventas',
  publication: 'publicaciones',
  payment: 'pagos',
};

/** The dropdown shows at most this many unseen notifications (the newest); `total` counts them all. */
export const notificationLimits = { unseenShown: 50, maxMessage: 500 } as const;

/** A notification on the wire (`GET api/notifications/`, history, and the realtime message). */
export interface NotificationRecord {
  id: number;
  type: NotificationType;
  message: string;
  /** ISO-8601 UTC. */
  date: string;
  marketplace: MarketplaceCode;
  /** Id of the question, order, publication… it is about, as text. */
  resource_id: string;
  seen: boolean;
  /** What it says of the record; `link`, when present, is the back-office path of that record (its sheet). */
  data: Record<string, unknown>;
}

/** The back-office path a notification carries to the record it is about, if it carries one. */
export const notificationLinkOf = (data: Record<string, unknown> | undefined): string | undefined => {
  const link = data?.link;
  // Only a path of this app: never another origin (`//host`, `https:`).
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : undefined;
};

/** Message on `/ws/notifications` when a notification is created for the signed-in user. */
export interface NotificationMessage extends Omit<NotificationRecord, 'seen'> {
  kind: 'notification';
}

/** Message on `/ws/notifications` when a background task of the signed-in user progresses. */
export interface TaskProgressMessage {
  kind: 'task';
  task_id: number;
  /** Task type code (`taskTypes` in resources/tasks.ts), so a screen refreshes only for the tasks that touch its records. */
  type?: number;
  /** Task status code (1 queued … 6 finished with errors), as in resources/tasks.ts. */
  status: number;
  done: number;
  total: number;
  /** Items waiting for a retry after a transient failure of the marketplace (absent: none). */
  waiting?: number;
  message: string;
}

export type RealtimeMessage = NotificationMessage | TaskProgressMessage;

/** Close code of the socket when its session is revoked (logout, password reset, disabled user). */
export const sessionRevokedClose = { code: 4001, reason: 'session revoked' } as const;
