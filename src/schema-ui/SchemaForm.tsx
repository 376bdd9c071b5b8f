import type { ReactElement, ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { splitErpOnly } from './erpOnlyFields';
import { FormSection } from './FormSection';
import { SchemaInput } from './SchemaInput';

export interface SchemaFormProps {
  readonly declaration: ResourceDeclaration;
  /** A feature's own input for a field, replacing the generic one. */
  readonly inputs?: Readonly<Record<string, ReactElement>>;
  readonly toolbar?: ReactElement | false;
  readonly children?: ReactNode;
}

/**
 * One input per writable declared field; read-only fields (set by the server) are not shown. The
 * fields only the ERP uses wait in a collapsed section after the others, still saved.
 */
export const SchemaForm = ({ declaration, inputs = {}, toolbar, children }: SchemaFormProps) => {
  const writable = Object.keys(declaration.fields).filter((source) => !declaration.fields[source].readOnly);
  const { shown, erpOnly } = splitErpOnly(declaration, writable);
  const input = (source: string) =>
    inputs[source] ?? <SchemaInput key={source} resource={declaration.name} source={source} field={declaration.fields[source]} />;
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 600 }}>
      {shown.map(input)}
      {erpOnly.length > 0 && (
        <FormSection title="app.erp_only" sources={erpOnly}>
          {erpOnly.map(input)}
        </FormSection>
      )}
      {children}
    </SimpleForm>
  );
};
