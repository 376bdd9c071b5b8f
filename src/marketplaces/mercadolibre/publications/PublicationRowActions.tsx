import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { allowedActions, type PublicationStatus } from '../../../../resources/mercadolibre';
import { PublicationActionButton } from './PublicationActionButton';
import type { PublicationRowAction } from './usePublicationAction';

/** The actions the publication's status allows (resources/mercadolibre `allowedActions`), editing aside. */
export const rowActionsOf = (status: unknown): PublicationRowAction[] =>
  (allowedActions[status as PublicationStatus] ?? []).filter((action): action is PublicationRowAction => action !== 'edit');

interface PublicationRowActionsProps {
  readonly variant?: 'text' | 'outlined';
  readonly redirectOnDelete?: boolean;
}

/** The publication's actions as labelled buttons (its sheet). */
export const PublicationRowActions = ({ variant, redirectOnDelete }: PublicationRowActionsProps) => {
  const record = useRecordContext();
  const actions = rowActionsOf(record?.status);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {actions.map((action) => (
        <PublicationActionButton key={action} action={action} variant={variant} redirectOnDelete={redirectOnDelete} />
      ))}
    </Stack>
  );
};
