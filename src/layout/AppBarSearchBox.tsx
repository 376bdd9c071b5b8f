import SearchIcon from '@mui/icons-material/Search';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useTranslate } from 'react-admin';

/** The top bar's search box: decorative, with sample content. It searches nothing. */
export const AppBarSearchBox = () => {
  const translate = useTranslate();
  return (
    <Paper
      elevation={0}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', px: 1, mr: 1, width: 240, bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }}
    >
      <SearchIcon fontSize="small" sx={{ mr: 1, opacity: 0.8 }} />
      <InputBase
        key={translate('app.layout.search_sample')}
        defaultValue={translate('app.layout.search_sample')}
        inputProps={{ 'aria-label': translate('app.layout.search_label') }}
        sx={{ color: 'inherit', fontSize: 14, flex: 1 }}
      />
    </Paper>
  );
};
