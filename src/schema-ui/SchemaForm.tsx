import type { ReactElement, ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
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
  const { erpOnly = [] } = declaration;
  const writable = Object.entries(declaration.fields).filter(([, field]) => !field.readOnly);
  const input = ([source, field]: [string, FieldDeclaration]) =>
    inputs[source] ?? <SchemaInput key={source} resource={declaration.name} source={source} field={field} />;
  const inErpSection = writable.filter(([source]) => erpOnly.includes(source));
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 600 }}>
      {writable.filter(([source]) => !erpOnly.includes(source)).map(input)}
      {inErpSection.length > 0 && (
        <FormSection title="app.erp_only" sources={inErpSection.map(([source]) => source)}>
          {inErpSection.map(input)}
        </FormSection>
      )}
      {children}
    </SimpleForm>
  );
};
