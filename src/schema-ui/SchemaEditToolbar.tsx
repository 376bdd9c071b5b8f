import type { ReactNode } from 'react';
import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { useCrudNotifications } from './useCrudNotifications';

/** Save, any feature actions, and a delete that waits for the server before announcing success. */
export const SchemaEditToolbar = ({ children }: { children?: ReactNode }) => {
  const notifications = useCrudNotifications('delete');
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      {children}
      <DeleteButton sx={{ ml: 'auto' }} mutationMode="pessimistic" mutationOptions={notifications} />
    </Toolbar>
  );
};
