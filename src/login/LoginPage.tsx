import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Logo } from '../layout/Logo';
import { LoginForm } from './LoginForm';

export const LoginPage = () => {
  const translate = useTranslate();
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
