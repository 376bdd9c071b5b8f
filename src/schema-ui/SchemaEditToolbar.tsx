import type { ReactNode } from 'react';
import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import { useCrudNotifications } from './useCrudNotifications';

/**
 * Save, any feature actions, and a delete that waits for the server before announcing success.
 * On a phone the buttons keep their labels (a bare bin beside "Guardar" reads as nothing); the
 * toolbar itself stays react-admin's phone toolbar.
 */
export const SchemaEditToolbar = ({ children }: { children?: ReactNode }) => {
  const notifications = useCrudNotifications('delete');
  return (
    <Toolbar sx={{ gap: 1 }}>
      <KeepButtonLabels>
        <SaveButton />
        {children}
        <DeleteButton sx={{ ml: 'auto' }} mutationMode="pessimistic" mutationOptions={notifications} />
      </KeepButtonLabels>
    </Toolbar>
  );
};
