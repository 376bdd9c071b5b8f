import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type TranslateFunction, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { PublicationEvent } from '../../../../resources/mercadolibre';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { formatDateTime } from '../../../i18n/dateTime';
import { sentenceText } from '../../../i18n/sentenceText';

const size = 50;

/**
 * A marketplace status change carries MercadoLibre's sub-status codes ("out_of_stock, held"): said in
 * words. A failed validation says each issue as the validation panel does, in the reader's language
 * when we word its cause (MercadoLibre writes in English). An event we word (a link) says its sentence
 * in the reader's language; older rows without one show the text as stored.
 */
const eventMessage = (event: PublicationEvent, translate: TranslateFunction): string | null => {
  if (event.issues?.length) return event.issues.map((issue) => sentenceText(issue.message, issue.detail, translate)).join('; ');
  if (event.kind === 'status_changed' && event.message)
    return event.message
      .split(',')
      .map((code) => translate(`app.mercadolibre.substatuses.${code.trim()}`, { _: code.trim() }))
      .join(', ');
  return sentenceText(event.message, event.detail, translate);
};

const EventRow = ({ event, locale }: { event: PublicationEvent; locale: string }) => {
  const translate = useTranslate();
  const when = formatDateTime(event.at, locale);
  const status = translate(`app.mercadolibre.statuses.${event.status_after}`, { _: event.status_after });
  const kind = translate(`app.mercadolibre.sheet.history_kinds.${event.kind}`);
  // "Pausada" once, not "Pausada · Pausada", when the event's words are the status it left.
  const title = kind.toLocaleLowerCase() === status.toLocaleLowerCase() ? kind : `${kind} · ${status}`;
  const origin = event.task_id === null ? null : translate('app.mercadolibre.sheet.history_by_task', { id: event.task_id });
  return (
    <ListItem disableGutters divider>
      <ListItemText primary={title} secondary={[when, origin, eventMessage(event, translate)].filter(Boolean).join(' — ')} />
    </ListItem>
  );
};

/** The sheet's history: the publication's events, newest first. */
export const PublicationHistory = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const id = record?.id;
  const { data, isError } = useQuery({
    // updated_at in the key: an action on the sheet changes the record, and the history follows.
    queryKey: ['mercadolibre/publicaciones', id, 'history', record?.updated_at],
    queryFn: () => dataProvider.getPublicationHistory(id ?? 0, { page: 1, size }),
    enabled: id !== undefined,
  });
  if (isError) return <Typography color="error">{translate('app.mercadolibre.sheet.history_error')}</Typography>;
  if (!data) return null;
  if (data.data.length === 0) return <Typography color="text.secondary">{translate('app.mercadolibre.sheet.history_empty')}</Typography>;
  return (
    <>
      <List dense aria-label={translate('app.mercadolibre.sheet.history')}>
        {data.data.map((event) => (
          <EventRow key={event.id} event={event} locale={locale} />
        ))}
      </List>
      {data.total > data.data.length && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.mercadolibre.sheet.history_more', { shown: data.data.length, total: data.total })}
        </Typography>
      )}
    </>
  );
};
