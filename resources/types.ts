/**
 * The declaration format shared by the browser app and the API (DESIGN.md section 3).
 * Pure data: no React, no Node. Labels live in the i18n catalogues, not here.
 */

export type FieldKind =
  | 'string'
  | 'text'
  | 'email'
  | 'password'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'tags'
  | 'json';

export interface FieldDeclaration {
  readonly kind: FieldKind;
  /** Must be present and not blank on create. */
  readonly required?: boolean;
  /** Bounds: length for text kinds, value for numbers. */
  readonly min?: number;
  readonly max?: number;
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
  /** Fields covered by the `busqueda` search. */
  readonly search: readonly string[];
  readonly sort: { readonly field: string; readonly order: 'ASC' | 'DESC' };
  /** Field used to show a record in references and titles. */
  readonly title: string;
  /** Custom actions beyond the generic calls, by id. */
  readonly actions?: readonly string[];
}

export const declare = <T extends ResourceDeclaration>(declaration: T): T => declaration;
