import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useGetIdentity, useNotify, useRecordContext, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { Button } from '../layout/Button';
import { serverReason } from '../schema-ui/serverReason';

interface UserStatusToggleButtonProps {
  readonly variant?: 'text' | 'outlined' | 'contained';
}

/**
 * "Desactivar" / "Activar" one user; a disabled user cannot sign in. Not offered on the signed-in
 * user's own account: one tap would sign them out for good (the server refuses it too).
 */
export const UserStatusToggleButton = ({ variant = 'text' }: UserStatusToggleButtonProps) => {
  const record = useRecordContext<RaRecord>();
  const notify = useNotify();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate();
  if (!record || (identity !== undefined && String(identity.id) === String(record.id))) return null;
  const disabling = record.status !== 'disabled';
  const status = disabling ? 'disabled' : 'active';
  const toggle = () =>
    update(
      'usuarios',
      { id: record.id, data: { status }, previousData: record },
      {
        onSuccess: () => notify(disabling ? 'app.users.disabled' : 'app.users.enabled', { type: 'success' }),
        onError: (error) => notify(serverReason(error, translate) ?? 'app.notification.update_error', { type: 'error' }),
      },
    );
  return (
    <Button
      label={disabling ? 'app.users.disable' : 'app.users.enable'}
      variant={variant}
      disabled={isPending}
      // Inside a table row: the click must not also open the record.
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
    >
      {disabling ? <BlockIcon /> : <CheckCircleIcon />}
    </Button>
  );
};
