import type { ReactElement } from 'react';
import { Create } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { toWireValues } from './formTransform';
import { SchemaForm } from './SchemaForm';
import { useCrudNotifications } from './useCrudNotifications';

export interface SchemaCreateProps {
  readonly declaration: ResourceDeclaration;
  readonly inputs?: Readonly<Record<string, ReactElement>>;
}

export const SchemaCreate = ({ declaration, inputs }: SchemaCreateProps) => {
  const notifications = useCrudNotifications('create');
  return (
    <Create mutationOptions={notifications} transform={toWireValues(declaration)}>
      <SchemaForm declaration={declaration} inputs={inputs} />
    </Create>
  );
};
