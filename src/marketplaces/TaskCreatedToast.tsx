import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useToastCloses } from '../layout/AppNotification';

/** The toast of a marketplace action that created a background task, with a link to /tareas to follow it. */
export const TaskCreatedToast = ({ taskId }: { readonly taskId: number }) => {
  const translate = useTranslate();
  useToastCloses();
  return (
    <Alert severity="success" variant="filled" elevation={6}>
      {translate('app.marketplace_tasks.created', { id: taskId })}{' '}
      <Link component={RouterLink} to="/tareas" color="inherit" underline="always">
        {translate('app.marketplace_tasks.see_tasks')}
      </Link>
    </Alert>
  );
};
