import { Labeled } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { noValue } from './noValue';
import { SchemaField } from './SchemaField';

interface DeclaredFieldProps<Fields extends Record<string, FieldDeclaration>> {
  readonly declaration: { readonly name: string; readonly fields: Fields };
  readonly source: keyof Fields & string;
}

/**
 * A declared field under its name, shown as its kind is (a status in words, a date, a link), a dash where the record has no value.
 * Marked with its source as react-admin's own layouts mark their fields (`ra-field-{source}`).
 */
export const DeclaredField = <Fields extends Record<string, FieldDeclaration>>({ declaration, source }: DeclaredFieldProps<Fields>) => (
  <Labeled source={source} className={`ra-field ra-field-${source}`}>
    <SchemaField resource={declaration.name} source={source} field={declaration.fields[source]} emptyText={noValue} />
  </Labeled>
);
