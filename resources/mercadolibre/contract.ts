/**
 * Every MercadoLibre route of the API beyond the generic list/get of publications, with its
 * answer shape. Paths are relative to the site root. Pure data and types.
 */
import type { MessageDetail } from '../messageDetail';
import type { TaskRecord } from '../tasks';
import type { MercadoLibrePublication } from './publications';

export const mercadoLibreApi = {
  authorizationUrl: 'api/mercadolibre/authorization_url',
  authorize: 'api/mercadolibre/authorize',
  credentials: 'api/mercadolibre/get_credentials',
  credentialsBase: 'api/mercadolibre/credentials/',
  publications: 'api/mercadolibre/publications/',
  services: 'api/mercadolibre/service/',
  legacy: 'api/mercado_libre/publicaciones/',
  webhook: 'api/webhooks/mercadolibre',
} as const;

/** The publication's sheet in the back office: where links to one publication (a notification's) lead. */
export const publicationSheetPath = (publicationId: number) => `/mercadolibre/publicaciones/${publicationId}`;

/** Bulk publication routes (`POST {publications}{name}`) and the task type each one creates. */
export const publicationBulkActions = {
  validate_multiple: 2,
  validate_existent_multiple: 5,
  publish_multiple: 3,
  pause_multiple: 6,
  resume_multiple: 7,
  delete_multiple_mercadolibre: 8,
  delete_multiple: 9,
} as const;
export type PublicationBulkAction = keyof typeof publicationBulkActions;

/** `POST {publications}link_by_sku` (body `PublicationIdsBody`): which publications were linked and which matched no product. */
export interface LinkBySkuAnswer {
  linked: number[];
  unmatched: number[];
}

/** Body of `POST {publications}link_to_product`: these publications all become listings of the product. */
export interface LinkToProductBody {
  productId: number;
  publicationIds: number[];
}

/** Body of `validate_multiple`; the others take `PublicationIdsBody`. */
export type ProductIdsBody = { productId: number }[];
export type PublicationIdsBody = { publicationId: number }[];

/** Every bulk call answers 202 with the task it created; progress over the websocket. */
export type BulkAnswer = TaskRecord;

/** One problem found by MercadoLibre (from its `cause` array) or by our own checks. */
export interface ValidationIssue {
  /** Our field name when known (`title`, `price`, `pictures`, `attributes`, `category_id`…), else MercadoLibre's reference. */
  field: string;
  message: string;
  /** MercadoLibre's cause code, e.g. `item.attributes.missing_required`. */
  code?: string;
  /** The message as a sentence each language words, when we word the cause's code; else `message` (MercadoLibre's words) is shown. */
  detail?: MessageDetail;
}

/** `POST validate` and `GET {id}/validate`: the publication (created or updated) with its verdict. */
export interface ValidationAnswer {
  valid: boolean;
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
  /** The publication record the validation was stored on. */
  publication: MercadoLibrePublication;
}

/** Per-item result of a bulk task (`GET api/tasks/{id}/items` → `result`); failures carry `error` = the reason. */
export interface PublicationTaskResult {
  publication_id: number;
  /** How the seller knows the publication: its title, when it has one. */
  title?: string;
  ml_id?: string;
  status?: string;
  valid?: boolean;
}

/** Legacy lists with `pagination_data=true`; without it the answer is the bare `data` array. */
export interface LegacyListAnswer<T> {
  data: T[];
  pagination: { total: number; page: number; limit: number; page_count: number };
}

/** `GET service/listing_prices?price&logistic_type&category_id`: one entry per listing type, MXN. */
export interface ListingPriceAnswer {
  listing_type_id: string;
  listing_type_name: string;
  sale_fee_amount: number;
  currency_id: 'MXN';
  sale_fee_details: { percentage_fee: number; fixed_fee: number; gross_amount: number };
}

/** `GET service/category_prediction?title=`: null when nothing matches. */
export interface CategoryPredictionAnswer {
  category_id: string;
  category_name: string;
  domain_id: string;
  domain_name: string;
}

/** One category of the tree, as the category picker shows it. */
export interface CategoryChoice {
  id: string;
  name: string;
}

/** `GET service/categories/{id}`: a category, the way from the top to it, its subcategories; listings go in leaves only. */
export interface CategoryNodeAnswer extends CategoryChoice {
  path_from_root: CategoryChoice[];
  children_categories: CategoryChoice[];
  /** A leaf: a listing may use it. */
  listing_allowed: boolean;
}

/** What happened to a publication, one row of its history. */
export const publicationEventKinds = [
  'created',
  'validated',
  'validation_failed',
  'published',
  'paused',
  'resumed',
  'closed',
  'deleted',
  'imported',
  'edited',
  'status_changed',
  'stock_synced',
  'linked',
  'unlinked',
  'stock_pushed',
  'price_pushed',
  'price_held',
] as const;
export type PublicationEventKind = (typeof publicationEventKinds)[number];
export type PublicationEventSource = 'user' | 'task' | 'marketplace';

export interface PublicationEvent {
  id: number;
  /** ISO-8601 UTC. */
  at: string;
  kind: PublicationEventKind;
  /** Our status right after the event (`PublicationStatus`). */
  status_after: string;
  /** The marketplace's reason or our validation errors, when there is one. */
  message: string | null;
  /** A failed validation's issues, each worded in the reader's language when its cause is one we word (`message` has MercadoLibre's words). */
  issues: ValidationIssue[] | null;
  /** The sentence `message` says, with its values, when the event is one we word (a link: `publication_linked`); null otherwise and on older rows. */
  detail: MessageDetail | null;
  source: PublicationEventSource;
  task_id: number | null;
}

/** `GET {publications}{id}/history?page&size`: newest first. */
export interface PublicationHistoryAnswer {
  data: PublicationEvent[];
  total: number;
  page: number;
  size: number;
}
