/** Entities of the MercadoLibre imitation, in the real API's JSON vocabulary where they are served as-is. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const notificationTopics = ['items', 'questions', 'orders_v2', 'payments', 'shipments', 'claims', 'messages'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

export interface SandboxApplication {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  notificationUrl?: string;
  topics: NotificationTopic[];
  pkce: boolean;
}

export interface SandboxUser {
  id: number;
  nickname: string;
  firstName: string;
  lastName: string;
  email: string;
  registrationDate: string;
  kind: 'seller' | 'buyer';
  /** A collaborator account: the real authorization page refuses it with invalid_operator_user_id. */
  operator: boolean;
}

export interface Grant {
  id: string;
  userId: number;
  clientId: string;
  revoked: boolean;
  /** Only the most recent refresh token of a grant is accepted. */
  refreshToken: string;
  refreshExpiresAt: number;
}

export interface AuthorizationCode {
  code: string;
  userId: number;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
}

export interface AccessToken {
  token: string;
  grantId: string;
  userId: number;
  clientId: string;
  expiresAt: number;
}

export type ItemStatus = 'active' | 'paused' | 'closed' | 'under_review' | 'inactive';

export interface Item {
  id: string;
  sellerId: number;
  status: ItemStatus;
  subStatus: string[];
  title: string;
  categoryId: string;
  price: number;
  availableQuantity: number;
  soldQuantity: number;
  listingTypeId: string;
  listingTypeChanged: boolean;
  closedAt?: number;
  /** The item JSON as served, kept in step with the fields above by `itemJson`. */
  body: JsonObject;
}

export type QuestionStatus = 'UNANSWERED' | 'ANSWERED' | 'CLOSED_UNANSWERED' | 'UNDER_REVIEW' | 'BANNED' | 'DELETED' | 'DISABLED';

export interface Question {
  id: number;
  sellerId: number;
  buyerId: number;
  itemId: string;
  text: string;
  status: QuestionStatus;
  dateCreated: string;
  lastUpdated: string;
  answer: { text: string; status: 'ACTIVE'; date_created: string } | null;
}

export interface Order {
  id: number;
  sellerId: number;
  buyerId: number;
  itemId: string;
  paymentId: number;
  shipmentId: number;
  body: JsonObject;
}

export interface Payment {
  id: number;
  orderId: number;
  sellerId: number;
  body: JsonObject;
}

export interface Shipment {
  id: number;
  orderId: number;
  sellerId: number;
  body: JsonObject;
}

export type ClaimStage = 'claim' | 'dispute' | 'recontact' | 'none';
export type ClaimRole = 'complainant' | 'respondent' | 'mediator';

export interface ClaimMessage {
  senderRole: ClaimRole;
  receiverRole: ClaimRole;
  message: string;
  stage: ClaimStage;
  dateCreated: string;
}

export type ReturnStatus = 'opened' | 'shipped' | 'delivered' | 'not_delivered' | 'cancelled' | 'failed' | 'expired' | 'closed';

/** A return (returns v2): the buyer sends the product back with a label the seller allowed. */
export interface ClaimReturn {
  id: number;
  status: ReturnStatus;
  statusMoney: 'retained' | 'refunded' | 'available';
  shipmentId: number;
  trackingNumber: string;
  shipmentStatus: string;
  statusHistory: { status: string; substatus: string | null; date: string }[];
  sellerReview: { status: 'success' | 'failed'; reason_id: string | null } | null;
  dateCreated: string;
  dateClosed: string | null;
  lastUpdated: string;
}

/** A buyer's claim on an order; the seller is its respondent. */
export interface Claim {
  id: number;
  sellerId: number;
  buyerId: number;
  orderId: number;
  itemId: string;
  quantity: number;
  type: 'mediations' | 'return';
  stage: ClaimStage;
  status: 'opened' | 'closed';
  /** PDD… the product is different or defective (a return can fix it), PNR… it never arrived. */
  reasonId: string;
  /** When the seller's current actions fall due. */
  dueDate: string;
  expectedResolution: 'refund' | 'return_product' | 'partial_refund';
  expectedResolutionStatus: 'pending' | 'accepted' | 'rejected';
  resolution: { reason: string; closed_by: ClaimRole; benefited: ClaimRole[]; date_created: string } | null;
  messages: ClaimMessage[];
  claimReturn: ClaimReturn | null;
  /** What the seller told about a product that never arrived (optional: older saved states lack them). */
  potentialShipping?: { date: string } | null;
  trackingNumber?: { number: string; carrier: string } | null;
  shippingEvidence?: { dateShipped: string; trackingNumber: string; attachments: string[] } | null;
  attachments?: ClaimAttachment[];
  dateCreated: string;
  lastUpdated: string;
}

/** A file the seller sent to a claim (its content is not kept; the imitation only checks it). */
export interface ClaimAttachment {
  filename: string;
  originalFilename: string;
  size: number;
  type: string;
  dateCreated: string;
}

export interface Scroll {
  id: string;
  sellerId: number;
  itemIds: string[];
  position: number;
  expiresAt: number;
}

export interface WebhookAttempt {
  attempt: number;
  at: string;
  httpStatus: number | null;
  error?: string;
  /** A second post of an already delivered notification (`webhookDuplicateRate`). */
  duplicate?: true;
}

export interface WebhookDelivery {
  id: string;
  clientId: string;
  url: string;
  topic: NotificationTopic;
  resource: string;
  userId: number;
  /** `dropped`: lost outright (`webhookDropRate`), never posted. */
  state: 'pending' | 'delivered' | 'failed' | 'dropped';
  received: string;
  attempts: WebhookAttempt[];
}

/** A post-sale conversation: one per pack (or per order bought alone), between its seller and buyer. */
export interface Conversation {
  /** The pack id, or the order id of an order without a pack: the `packs/{id}` of the messaging paths. */
  id: string;
  sellerId: number;
  buyerId: number;
  /** A block set from outside (a mediation, the buyer…): a `blocked_by_*` substatus; blocks from the order's own state are worked out when read. */
  blockedBy: string | null;
  blockedAt: string | null;
  messages: JsonObject[];
}

/** A file uploaded for a post-sale message; a message refers to it by `id`. */
export interface MessageAttachment {
  id: string;
  sellerId: number;
  filename: string;
  type: string;
  size: number;
  base64: string;
  dateCreated: string;
}
