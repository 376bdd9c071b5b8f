import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The title, and under it the MercadoLibre id linking to the listing as buyers see it, and the SKU.
 * `linked={false}` inside a card that is itself a link (a link cannot hold another).
 */
export const PublicationTitleField = ({ linked = true }: { readonly linked?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const mlId = textOf(record.ml_id);
  const link = textOf(record.link);
  const sku = textOf(record.sku);
  // Inside a table row: following the link must not also open the sheet.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <>
      <Typography variant="body2" component="span" display="block">
        {String(record.title ?? '')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="span" display="block">
        {mlId &&
          (link && linked ? (
            <Link href={link} target="_blank" rel="noopener noreferrer" onClick={stop} title={translate('app.mercadolibre.list.open_on_mercadolibre')}>
              {mlId}
            </Link>
          ) : (
            mlId
          ))}
        {mlId && sku && ' · '}
        {/* A no-break space: on a narrow card the label never ends one line with its value on the next. */}
        {sku && `${translate('resources.mercadolibre/publicaciones.fields.sku')}\u00a0${sku}`}
      </Typography>
    </>
  );
};
