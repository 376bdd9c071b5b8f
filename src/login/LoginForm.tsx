import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { askNotificationPermission } from '../notifications/browserNotification';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { loginErrorMessage } from './loginErrorMessage';
import { useLanding } from './useLanding';

/** Email, password, remember-me; on success react-admin goes to the landing page: the remembered address, else /. */
export const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const landing = useLanding();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  // The failure itself, worded when shown: the message follows the screen's language.
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPending(true);
    // Realtime notifications need the browser's permission: asked now, while the click lets the
    // browser prompt, and not waited for, so the answer never holds up signing in.
    void askNotificationPermission();
    login({ username: email.trim(), password, remember }, landing.address).then(landing.open, (failed: unknown) => {
      setFailure(failed);
      setPending(false);
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      {failure !== null && <Alert severity="error">{loginErrorMessage(failure, translate)}</Alert>}
      <TextField
        label={translate('app.login.email')}
        placeholder={translate('app.login.email_placeholder')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoFocus
        fullWidth
      />
      <TextField
        label={translate('app.login.password')}
        placeholder={translate('app.login.password_placeholder')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        fullWidth
      />
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} name="remember" />}
          label={translate('app.login.remember')}
        />
        <ForgotPasswordLink />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
        {pending ? <CircularProgress size={24} color="inherit" /> : translate('app.login.submit')}
      </Button>
    </Stack>
  );
};
