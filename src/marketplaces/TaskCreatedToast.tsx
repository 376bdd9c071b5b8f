import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useToastCloses } from '../layout/AppNotification';

interface TaskCreatedToastProps {
  readonly taskIds: readonly number[];
  /** Why the calls that created no task failed, one worded line each (a bulk action sends one call per account). */
  readonly failures?: readonly string[];
}

/**
 * The toast of a marketplace action that created background tasks, with a link to /tareas to follow
 * them: every task is named, and so is every call of the action that failed, so the seller knows
 * which part was not started.
 */
export const TaskCreatedToast = ({ taskIds, failures = [] }: TaskCreatedToastProps) => {
  const translate = useTranslate();
  useToastCloses();
  const severity = failures.length === 0 ? 'success' : taskIds.length > 0 ? 'warning' : 'error';
  return (
    <Alert severity={severity} variant="filled" elevation={6}>
      {taskIds.length > 0 && (
        <div>
          {taskIds.length === 1
            ? translate('app.marketplace_tasks.created', { id: taskIds[0] })
            : translate('app.marketplace_tasks.created_per_account', { ids: taskIds.map((id) => `#${id}`).join(', ') })}{' '}
          <Link component={RouterLink} to="/tareas" color="inherit" underline="always">
            {translate('app.marketplace_tasks.see_tasks')}
          </Link>
        </div>
      )}
      {failures.map((failure) => (
        <div key={failure}>{failure}</div>
      ))}
    </Alert>
  );
};
