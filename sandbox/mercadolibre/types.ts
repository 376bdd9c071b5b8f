/** Entities of the MercadoLibre imitation, in the real API's JSON vocabulary where they are served as-is. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const notificationTopics = ['items', 'questions', 'orders_v2', 'payments', 'shipments'] as const;
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
