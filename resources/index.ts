import { amazonListings } from './amazon/listings';
import { amazonPayments } from './amazon/payments';
import { amazonReturns } from './amazon/returns';
import { amazonBuyerRequests } from './amazon/buyerRequests';
import { catalogueResources } from './catalogue';
import { channelListings } from './inventory/channelListings';
import { mercadoLibreClaims } from './mercadolibre/claims';
import { mercadoLibrePayments } from './mercadolibre/payments';
import { mercadoLibrePublications } from './mercadolibre/publications';
import { mercadoLibreQuestions } from './mercadolibre/questions';
import { tasks } from './tasks';
import type { ResourceDeclaration } from './types';
import { users } from './users';

export type { FieldDeclaration, FieldKind, FilterCase, FilterDeclaration, MenuHint, ResourceDeclaration } from './types';

const declared = [
  users,
  ...catalogueResources,
  tasks,
  mercadoLibrePublications,
  mercadoLibreQuestions,
  mercadoLibrePayments,
  mercadoLibreClaims,
  amazonListings,
  amazonPayments,
  amazonReturns,
  amazonBuyerRequests,
  channelListings,
] as const;

/** Each declared resource with its literal types, from which the record and table types are derived. */
export type DeclaredResource = (typeof declared)[number];

/** Every declared resource. Adding one: a declaration file, a line here, labels in both languages. */
export const resources: readonly ResourceDeclaration[] = declared;

export type { RecordOf, ValueOf, ValuesOf } from './recordOf';

/**
 * The field a record's version lives in: the one the server refreshes on every write. An update
 * carrying it is refused when another write came first; see the README's API section.
 */
export const versionFieldOf = (resource: ResourceDeclaration): string | undefined =>
  Object.entries(resource.fields).find(([, field]) => field.auto === 'updatedAt')?.[0];

/** The fields a resource's list can be ordered by: its key and the fields declared sortable. */
export const sortableFieldsOf = (resource: ResourceDeclaration): string[] => [
  resource.key,
  ...Object.entries(resource.fields)
    .filter(([, field]) => field.sortable)
    .map(([name]) => name),
];

export const resourceByName = (name: string): ResourceDeclaration | undefined => resources.find((resource) => resource.name === name);

/** The fixed field messages, used by server validation and shown verbatim by the client. */
export const fieldMessages = {
  blank: 'Este campo no puede estar vacio',
  invalid: 'El valor no es válido',
} as const;

/**
 * `maxPage`: a page's offset (and twice it, which a list's plan compares with its total) stays a
 * 32-bit integer at the largest size, as PostgreSQL's statements take it.
 */
export const listLimits = { defaultPage: 1, maxPage: 1_000_000, defaultSize: 5, maxSize: 500, maxSearch: 200, maxBatch: 500 } as const;
