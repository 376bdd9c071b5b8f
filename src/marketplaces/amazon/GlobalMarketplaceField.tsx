import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The marketplace a record of the global screens came through (its `channel`: amazon, linio,
 * claroshop) by its name, "Amazon" rather than the code. `source` names the field for the label of
 * a sheet's line; it reads at the size of the line's other values.
 */
export const GlobalMarketplaceField = (_props: { readonly source?: string }) => {
  const translate = useTranslate();
  const channel = useRecordContext()?.channel;
  if (typeof channel !== 'string') return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`app.notifications.marketplaces.${channel}`, { _: channel })}
    </Typography>
  );
};
