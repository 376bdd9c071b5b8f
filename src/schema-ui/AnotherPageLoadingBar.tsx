import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';

/**
 * Above rows read page by page: a loading bar while another page or other filters are read (a query
 * kept on its previous data, `isPlaceholderData`), so the previous rows (or "no data"), which stay until
 * the new ones arrive, are not taken for the answer. Its room is always kept, so the rows do not jump
 * when it comes and goes.
 */
export const AnotherPageLoadingBar = ({ loading }: { readonly loading: boolean }) => {
  const translate = useTranslate();
  return <Box sx={{ height: 4, mt: 1 }}>{loading && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>;
};
