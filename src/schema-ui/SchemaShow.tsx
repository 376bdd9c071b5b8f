import { Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { SchemaField } from './SchemaField';

/** Every readable declared field of one record (write-only passwords are left out). */
export const SchemaShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show>
    <SimpleShowLayout>
      {Object.entries(declaration.fields)
        .filter(([, field]) => field.kind !== 'password')
        .map(([source, field]) => (
          <SchemaField key={source} resource={declaration.name} source={source} field={field} sortable={false} />
        ))}
    </SimpleShowLayout>
  </Show>
);
