import type { ReactElement, ReactNode } from 'react';
import { Edit, EditActions } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import type { ResourceDeclaration } from '../../resources';
import { toWireValues } from './formTransform';
import { SchemaEditToolbar } from './SchemaEditToolbar';
import { SchemaForm } from './SchemaForm';
import { useVersionConflict } from './useVersionConflict';

export interface SchemaEditProps {
  readonly declaration: ResourceDeclaration;
  readonly inputs?: Readonly<Record<string, ReactElement>>;
  /** Feature actions shown in the toolbar between save and delete. */
  readonly actions?: ReactNode;
}

/**
 * Pessimistic, so the toast reflects the server's answer and its field errors reach the inputs,
 * and a save refused because another user saved first shows the stored values. The page's actions
 * (Mostrar) keep their labels on a phone, as the form's toolbar does.
 */
export const SchemaEdit = ({ declaration, inputs, actions }: SchemaEditProps) => {
  const { mutationOptions, dialog } = useVersionConflict();
  return (
    <Edit
      actions={
        <KeepButtonLabels>
          <EditActions />
        </KeepButtonLabels>
      }
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={toWireValues(declaration)}
    >
      <SchemaForm
        declaration={declaration}
        inputs={inputs}
        toolbar={
          <SchemaEditToolbar>
            {actions}
            {dialog}
          </SchemaEditToolbar>
        }
      />
    </Edit>
  );
};
