import { Show, ShowActions, SimpleShowLayout } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import type { ResourceDeclaration } from '../../resources';
import { SchemaField } from './SchemaField';

/** Every readable declared field of one record (write-only passwords are left out); its actions (Editar) keep their labels on a phone. */
export const SchemaShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show
    actions={
      <KeepButtonLabels>
        <ShowActions />
      </KeepButtonLabels>
    }
  >
    <SimpleShowLayout>
      {Object.entries(declaration.fields)
        .filter(([, field]) => field.kind !== 'password')
        .map(([source, field]) => (
          <SchemaField key={source} resource={declaration.name} source={source} field={field} sortable={false} />
        ))}
    </SimpleShowLayout>
  </Show>
);
