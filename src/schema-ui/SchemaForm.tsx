import type { ReactElement, ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { SchemaInput } from './SchemaInput';

export interface SchemaFormProps {
  readonly declaration: ResourceDeclaration;
  /** A feature's own input for a field, replacing the generic one. */
  readonly inputs?: Readonly<Record<string, ReactElement>>;
  readonly toolbar?: ReactElement | false;
  readonly children?: ReactNode;
}

/** One input per writable declared field; read-only fields (set by the server) are not shown. */
export const SchemaForm = ({ declaration, inputs = {}, toolbar, children }: SchemaFormProps) => (
  <SimpleForm toolbar={toolbar} sx={{ maxWidth: 600 }}>
    {Object.entries(declaration.fields)
      .filter(([, field]) => !field.readOnly)
      .map(([source, field]) => inputs[source] ?? <SchemaInput key={source} resource={declaration.name} source={source} field={field} />)}
    {children}
  </SimpleForm>
);
