import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, Title, useTranslate } from 'react-admin';

/** Any unknown path, and /404 where menu entries without a target lead; the top bar says it too, as on every other page. */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 8 }}>
      <Title title="app.not_found.title" />
      <Typography variant="h3" component="h1" gutterBottom>
        404
      </Typography>
      <Typography variant="h5" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('app.not_found.text')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
};
