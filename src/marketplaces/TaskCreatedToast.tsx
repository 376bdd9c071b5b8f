import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useToastCloses } from '../../../layout/AppNotification';

interface TaskCreatedToastProps {
  readonly messageKey: string;
  readonly taskId: number;
}

/** The toast of an action that created a background task, with a link to /tareas to follow it. */
export const TaskCreatedToast = ({ messageKey, taskId }: TaskCreatedToastProps) => {
  const translate = useTranslate();
  useToastCloses();
  return (
    <Alert severity="success" variant="filled" elevation={6}>
      {translate(messageKey, { id: taskId })}{' '}
      <Link component={RouterLink} to="/tareas" color="inherit" underline="always">
        {translate('app.mercadolibre.tasks.see_tasks')}
      </Link>
    </Alert>
  );
};
