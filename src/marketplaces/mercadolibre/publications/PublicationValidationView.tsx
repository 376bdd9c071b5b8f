import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { ValidationIssue } from '../../../../resources/mercadolibre';
import { isActionAllowed, type PublicationStatus, publicationStatuses } from '../../../../resources/mercadolibre/publicationStatuses';
import { sentenceText } from '../../../i18n/sentenceText';
import type { PublicationValidations } from './publicationValidations';

/** Each issue by its field, in the seller's language when we word its cause (MercadoLibre writes in English), else in MercadoLibre's words. */
const IssueList = ({ issues, fieldLabel }: { issues: readonly ValidationIssue[]; fieldLabel: (field: string) => string }) => {
  const translate = useTranslate();
  return (
    <List dense disablePadding>
      {issues.map((issue, index) => (
        <ListItem key={`${issue.field}-${index}`} disableGutters>
          <ListItemText primary={`${fieldLabel(issue.field)}: ${sentenceText(issue.message, issue.detail, translate)}`} />
        </ListItem>
      ))}
    </List>
  );
};

interface PublicationValidationViewProps {
  readonly validations: PublicationValidations;
  /** The publication's status; without one (a draft being created) it is still to be published. */
  readonly status?: unknown;
}

const isStatus = (value: unknown): value is PublicationStatus => publicationStatuses.includes(value as PublicationStatus);

/**
 * The result of a validation: blocking errors apart from warnings, each with its field. No errors
 * means ready to publish only for a publication that can still be published; one already on
 * MercadoLibre just has none.
 */
export const PublicationValidationView = ({ validations, status }: PublicationValidationViewProps) => {
  const translate = useTranslate();
  const fieldLabel = (field: string) =>
    translate(`resources.mercadolibre/publicaciones.fields.${field}`, { _: field || translate('app.mercadolibre.validation.general') });
  const { valid, errors, warnings } = validations;
  if (valid === null && errors.length === 0 && warnings.length === 0) {
    return <Alert severity="info">{translate('app.mercadolibre.validation.never')}</Alert>;
  }
  return (
    <Stack spacing={1}>
      {errors.length === 0 && (
        <Alert severity="success">
          {translate(
            !isStatus(status) || isActionAllowed(status, 'publish') ? 'app.mercadolibre.validation.valid' : 'app.mercadolibre.validation.valid_listed',
          )}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert severity="error" role="region" aria-label={translate('app.mercadolibre.validation.errors')}>
          <AlertTitle>{translate('app.mercadolibre.validation.errors_title', { smart_count: errors.length })}</AlertTitle>
          <IssueList issues={errors} fieldLabel={fieldLabel} />
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" role="region" aria-label={translate('app.mercadolibre.validation.warnings')}>
          <AlertTitle>{translate('app.mercadolibre.validation.warnings_title', { smart_count: warnings.length })}</AlertTitle>
          <IssueList issues={warnings} fieldLabel={fieldLabel} />
        </Alert>
      )}
    </Stack>
  );
};
