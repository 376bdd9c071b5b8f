import BlockIcon from '@mui/icons-material/Block';
import { useListContext, useNotify, useUnselectAll, useUpdateMany } from 'react-admin';
import { Button } from '../layout/Button';
import { useNotifyFailure } from '../schema-ui/useNotifyFailure';

/** Disables every selected user in one batch request: a bulk action is one request, never one per record. */
export const UserBulkDisableButton = () => {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const unselectAll = useUnselectAll('usuarios');
  const [updateMany, { isPending }] = useUpdateMany();
  const disable = () =>
    updateMany(
      'usuarios',
      { ids: selectedIds, data: { status: 'disabled' } },
      {
        onSuccess: () => {
          notify('app.users.bulk_disabled', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
          unselectAll();
        },
        onError: (error) => notifyFailure('app.notification.update_error', error),
      },
    );
  return (
    <Button label="app.users.disable" onClick={disable} disabled={isPending}>
      <BlockIcon />
    </Button>
  );
};
