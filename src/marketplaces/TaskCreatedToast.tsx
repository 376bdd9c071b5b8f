import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useToastCloses } from '../layout/AppNotification';

/**
 * The toast of a marketplace action that created background tasks, with a link to /tareas to follow
 * them: every task is named (a bulk action makes one per account of its publications).
 */
export const TaskCreatedToast = ({ taskIds }: { readonly taskIds: readonly number[] }) => {
  const translate = useTranslate();
  useToastCloses();
  return (
    <Alert severity="success" variant="filled" elevation={6}>
      {taskIds.length === 1
        ? translate('app.marketplace_tasks.created', { id: taskIds[0] })
        : translate('app.marketplace_tasks.created_per_account', { ids: taskIds.map((id) => `#${id}`).join(', ') })}{' '}
      <Link component={RouterLink} to="/tareas" color="inherit" underline="always">
        {translate('app.marketplace_tasks.see_tasks')}
      </Link>
    </Alert>
  );
};
