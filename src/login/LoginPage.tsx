import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { LocalesMenuButton, useCheckAuth, useNavigate, useTranslate } from 'react-admin';
import { Logo } from '../layout/Logo';
import { LoginForm } from './LoginForm';

/**
 * A signed-in seller who comes back to /login (Back from the first screen after signing in) is taken
 * to the statistics instead of a sign-in form, in place of the /login entry so Back does not return to it.
 */
const useLeaveWhenSignedIn = () => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/', { replace: true }),
      () => undefined,
    );
  }, [checkAuth, navigate]);
};

export const LoginPage = () => {
  const translate = useTranslate();
  useLeaveWhenSignedIn();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo height={48} onDark={false} />
          </Box>
          <Typography variant="h6" component="h1" align="center" gutterBottom>
            {translate('app.title')}
          </Typography>
          <LoginForm />
        </CardContent>
      </Card>
    </Box>
  );
};
