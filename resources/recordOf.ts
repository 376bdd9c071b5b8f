import type { FieldDeclaration, ResourceDeclaration } from './types';

type FieldMap = Readonly<Record<string, FieldDeclaration>>;

/**
 * A field's value on the wire, by its kind: enums narrow to their declared values, a json field
 * with `items` is a list of those records, and one without is any JSON object or list.
 */
export type ValueOf<F extends FieldDeclaration> = F extends { kind: 'integer' | 'number' }
  ? number
  : F extends { kind: 'reference'; many: true }
    ? number[]
    : F extends { kind: 'reference' }
      ? number
      : F extends { kind: 'boolean' }
        ? boolean
        : F extends { kind: 'enum'; values: readonly (infer Value)[] }
          ? Value
          : F extends { kind: 'tags' }
            ? string[]
            : F extends { kind: 'json'; items: infer Items extends FieldMap }
              ? ValuesOf<Items>[]
              : F extends { kind: 'json' }
                ? object
                : string;

/** A field without `required` may be empty: the server stores and answers null. */
type MaybeEmpty<F extends FieldDeclaration> = F extends { required: true } ? ValueOf<F> : ValueOf<F> | null;

/** The values of a group of fields; those the server sets (`readOnly`) are read-only here too. */
export type ValuesOf<Fields extends FieldMap> = {
  readonly [Name in keyof Fields as Fields[Name] extends { readOnly: true } ? Name : never]: MaybeEmpty<Fields[Name]>;
} & {
  -readonly [Name in keyof Fields as Fields[Name] extends { readOnly: true } ? never : Name]: MaybeEmpty<Fields[Name]>;
};

/** Passwords never leave the server: a record does not carry them. */
type ShownFields<D extends ResourceDeclaration> = {
  [Name in keyof D['fields'] as D['fields'][Name] extends { kind: 'password' } ? never : Name]: D['fields'][Name];
};

/** A record of a declared resource as the API answers it: its key (and `id`, the same number), then every field but passwords. */
export type RecordOf<D extends ResourceDeclaration> = { readonly [Key in D['key'] | 'id']: number } & ValuesOf<ShownFields<D>>;
