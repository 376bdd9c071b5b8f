/**
 * The declaration format shared by the browser app and the API: one declaration per resource.
 * Pure data: no React, no Node. Labels live in the i18n catalogues, not here.
 */
import type { MessageSentence } from './messageSentences';

export type FieldKind =
  'string' | 'text' | 'email' | 'password' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'enum' | 'reference' | 'tags' | 'json';

export interface FieldDeclaration {
  readonly kind: FieldKind;
  /** Must be present and not blank on create. */
  readonly required?: boolean;
  /** Bounds: length for text kinds, value for numbers. */
  readonly min?: number;
  readonly max?: number;
  /**
   * `integer` fields whose values pass 2^31−1 (a marketplace's user ids): a 64-bit column, and
   * values up to what a JSON number holds exactly (Number.MAX_SAFE_INTEGER) instead of 32-bit ones.
   */
  readonly wide?: boolean;
  readonly values?: readonly (string | number)[];
  /** Target resource name for `reference` fields. */
  readonly reference?: string;
  /** Set by the server (e.g. creation date); clients cannot write it. */
  readonly readOnly?: boolean;
  /** Server fills it with the current time when a record is created. */
  readonly auto?: 'createdAt' | 'updatedAt';
  readonly unique?: boolean;
  /** Usable as a sort key in lists (the server indexes it). */
  readonly sortable?: boolean;
  /** Usable in the filter body of `POST {base}q/` (the server indexes it). */
  readonly filterable?: boolean;
  readonly default?: string | number | boolean;
  /** Text fields: a regular expression (unicode) the value must match. */
  readonly pattern?: string;
  /** The field message given when `pattern` does not match (instead of the generic one): its Spanish text, and the sentence screens word it by. */
  readonly patternMessage?: { readonly text: string; readonly sentence: MessageSentence };
  /** `reference` fields: a list of ids instead of one. */
  readonly many?: boolean;
  /** `json` fields: a list of records with these fields (e.g. `{ field, value }` pairs). */
  readonly items?: Readonly<Record<string, FieldDeclaration>>;
  /** Not a column: the server derives it or stores it in related records (e.g. a product's categories). */
  readonly virtual?: boolean;
  /** `reference` fields: what deleting the target does: remove these rows too, or refuse while they exist. */
  readonly onDelete?: 'cascade' | 'restrict';
  /** `number` fields: an amount in the store's currency, shown with it. */
  readonly money?: boolean;
  /**
   * A `readOnly`, `virtual` integer the database counts each time it reads the record: the rows of
   * `resource` whose reference field `via` names the record (a category's product links, its
   * subcategories), counted from `via`'s index.
   */
  readonly counts?: { readonly resource: string; readonly via: string };
}

/** A named filter of `POST {base}q/` beyond plain field equality. */
export type FilterDeclaration =
  /**
   * Records having a row in a child resource whose `match` field equals the value (an id or a list of ids).
   * `broad`: most records have one (a warehouse stocks most products), so each candidate record is
   * tested for its row instead of first listing every matching row.
   * `carries`: other filters of the record (a field, a `compare` filter) whose value each child row
   * keeps a copy of, so a list filtered by one id and by these is read and counted from the child's
   * rows alone (a category's products for sale, a warehouse's products in stock alert).
   */
  | {
      readonly kind: 'related';
      readonly resource: string;
      readonly via: string;
      readonly match: string;
      readonly positive?: string;
      readonly broad?: boolean;
      readonly carries?: readonly string[];
    }
  /** With `true`: records whose `field` compares with `other` (e.g. stock below its alert level). */
  | { readonly kind: 'compare'; readonly field: string; readonly op: '<' | '<=' | '>' | '>='; readonly other: string }
  /** With `true`: records matching one of the cases (e.g. the orders still to prepare, ERP or marketplace). */
  | { readonly kind: 'cases'; readonly cases: readonly FilterCase[] }
  /** With an ISO-8601 instant: records whose `field` (a datetime) is at or after it (e.g. the orders of the last days). */
  | { readonly kind: 'since'; readonly field: string };

/**
 * Fields that must all hold: each equal to a value, one of a list of values, null, none of `not`'s
 * values (null counting as none), or set (`{ not: null }`).
 */
export type FilterCase = Readonly<Record<string, string | number | null | readonly string[] | { readonly not: readonly string[] | null }>>;

/**
 * Where a resource's entry goes in the browser's side menu. A declaration with a hint gets a menu
 * entry and the generic screens unless its feature provides its own.
 */
export interface MenuHint {
  readonly section: 'general' | 'erp' | 'ecommerce';
  /** A name from the browser's icon map (e.g. `warehouse`); a generic icon when absent or unknown. */
  readonly icon?: string;
  /** Position within its section, lowest first; entries without one follow in their features' order. */
  readonly order?: number;
}

/**
 * A field the server computes from others (a price after tax, from the price and the rate). Where
 * one of `from` changed too, a list of what changed names that change, not this consequence of it.
 */
export interface DerivedField {
  readonly field: string;
  readonly from: readonly string[];
  /** Only while the record holds these values (a price pair's side its base type does not name). */
  readonly when?: Readonly<Record<string, string>>;
}

export interface ResourceDeclaration {
  /** Route segment of the screens and the i18n key (`resources.<name>`). */
  readonly name: string;
  /** Database table. */
  readonly table: string;
  /** API base path, ending with `/`, without a leading slash. */
  readonly path: string;
  readonly key: 'id' | 'rowid';
  readonly fields: Readonly<Record<string, FieldDeclaration>>;
  /** Columns shown by the generic list. */
  readonly list: readonly string[];
  /**
   * Fields only the ERP uses (its entity, import keys, internal codes): the generic form and sheet
   * keep them in a collapsed "Más datos del ERP" section, after the fields a seller works with.
   */
  readonly erpOnly?: readonly string[];
  /** On a phone, the fields a list's card shows under its title (default: the next two `list` columns). */
  readonly card?: readonly string[];
  /**
   * Fields a list answer carries besides the key (all when absent): a wide record's list reads a
   * few columns instead of all of them. GET by id always answers the whole record.
   */
  readonly listFields?: readonly string[];
  /** A large table: its unfiltered list total is read from a row counter kept by the database, not counted. */
  readonly countRows?: boolean;
  /** Fields covered by the `busqueda` search. */
  readonly search: readonly string[];
  readonly sort: { readonly field: string; readonly order: 'ASC' | 'DESC' };
  /** Field used to show a record in references and titles. */
  readonly title: string;
  /**
   * A unique field shown in brackets after the title, for records whose title alone may repeat
   * (two warehouses can share a name, never a code): "Name (CODE)", wherever a record is named.
   */
  readonly titleCode?: string;
  /** Lists and reads only: the rows are written by other features. */
  readonly readOnly?: boolean;
  /**
   * A list row opens the record's sheet, where what it relates to is (a customer's orders), rather
   * than its edit form; editing is one click from the sheet. A read-only resource always does.
   */
  readonly opensSheet?: true;
  /**
   * Its table is a database view over other tables, made of the rows features add to it (a
   * server feature's `viewParts`): no table, index or counter is created for it. Read-only.
   */
  readonly view?: true;
  /** Field groups whose combined values are unique (e.g. one stock row per product and warehouse). */
  readonly uniqueTogether?: readonly (readonly string[])[];
  /** Field groups unique together among the records where another field is still empty (e.g. one draft per product and account). */
  readonly uniqueWhileEmpty?: readonly { readonly fields: readonly string[]; readonly empty: string }[];
  /**
   * The orders a screen lists this resource in under a filter it always applies (a marketplace's
   * sales newest first): each the filtered field, then the sorted one. The server indexes them
   * together, so a page reads its rows in order instead of sorting every row the filter matches.
   */
  readonly filteredSorts?: readonly (readonly [filtered: string, sorted: string])[];
  /** The `busqueda` search uses the database's full-text index over `search` (prefix matching). */
  readonly fullTextSearch?: boolean;
  /** With `fullTextSearch`: a search that is a whole number also finds the record with that key (links name records by it). */
  readonly searchKey?: boolean;
  /** Named filters of `POST {base}q/` beyond the filterable fields. */
  readonly filters?: Readonly<Record<string, FilterDeclaration>>;
  /**
   * Named filters renamed since, by their former name: an address bookmarked or a list's settings
   * stored by an earlier version still name them, and are read as the filter that replaced them.
   */
  readonly formerFilters?: Readonly<Record<string, string>>;
  /** Its side-menu entry in the browser. */
  readonly menu?: MenuHint;
  /** Fields the server computes from others on every write. */
  readonly derived?: readonly DerivedField[];
}

/** Keeps the declaration's literal types (table name, field kinds, enum values): record and table types derive from them. */
export const declare = <const T extends ResourceDeclaration>(declaration: T): T => declaration;
