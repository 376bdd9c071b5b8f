import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { allowedActions, type PublicationStatus } from '../../../../resources/mercadolibre';
import { PublicationActionButton } from './PublicationActionButton';
import type { PublicationRowAction } from './usePublicationAction';

interface PublicationRowActionsProps {
  readonly variant?: 'text' | 'outlined';
  readonly redirectOnDelete?: boolean;
}

/** The actions the publication's status allows (resources/mercadolibre `allowedActions`). */
export const PublicationRowActions = ({ variant, redirectOnDelete }: PublicationRowActionsProps) => {
  const record = useRecordContext();
  const status = record?.status as PublicationStatus | undefined;
  if (!status || !allowedActions[status]) return null;
  const actions = allowedActions[status].filter((action): action is PublicationRowAction => action !== 'edit');
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {actions.map((action) => (
        <PublicationActionButton key={action} action={action} variant={variant} redirectOnDelete={redirectOnDelete} />
      ))}
    </Stack>
  );
};
