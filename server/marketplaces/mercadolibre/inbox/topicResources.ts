/**
 * The shape of the resource each handled topic points at. MercadoLibre's notifications are not
 * signed, and the inbox reads a notification's resource with the seller's own token: a resource of
 * another shape (a forged notification naming one of our sellers) is refused, so a notification can
 * only make us read the kind of record its topic names, never another path of the seller's account.
 */
const number = '\\d{1,20}';
const resourceShapes: Readonly<Record<string, RegExp>> = {
  questions: new RegExp(`^/questions/${number}$`),
  orders_v2: new RegExp(`^/orders/${number}$`),
  orders: new RegExp(`^/orders/${number}$`),
  shipments: new RegExp(`^/shipments/${number}$`),
  payments: new RegExp(`^/(collections|v1/payments)/${number}$`),
  items: new RegExp(`^/items/[A-Z]{3}${number}$`),
  claims: new RegExp(`^(/post-purchase)?/v1/claims/${number}$`),
  // A message's notification names the bare message id (some carry it under `/messages/`).
  messages: /^\/?(messages\/)?[A-Za-z0-9]{1,64}$/,
};

/** Whether a notification's resource has the shape its topic's records have. */
export const resourceFitsTopic = (topic: string, resource: string): boolean => resourceShapes[topic]?.test(resource) ?? false;
