import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { LoginPage } from '../../../src/login/LoginPage';
import { renderInAdmin } from '../support/renderInAdmin';

const authWith = (login: AuthProvider['login']): AuthProvider => ({
  login,
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
});

const fillAndSubmit = async (remember = false) => {
  await userEvent.type(screen.getByPlaceholderText('Ingresa tu correo'), 'ana@example.com');
  await userEvent.type(screen.getByPlaceholderText('Ingresa tu contraseña'), 'secreto123');
  if (remember) await userEvent.click(screen.getByLabelText('Recordarme'));
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
};

/** The refusals of `POST /api/login/` as the HTTP client hands them on: the Spanish message, and its sentence. */
const refusal = (status: number, message: string, key: string, retryAfter?: number) =>
  new HttpError(message, status, { error: key, message, detail: { key, params: {} }, ...(retryAfter ? { retryAfter } : {}) });

const fillAndSubmitInEnglish = async () => {
  await userEvent.type(await screen.findByPlaceholderText('Enter your email'), 'ana@example.com');
  await userEvent.type(screen.getByPlaceholderText('Enter your password'), 'secreto123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

afterEach(() => i18nProvider.changeLocale('es'));

describe('LoginPage', () => {
  it('asks for email and password with the Spanish prompts and sends remember-me', async () => {
    const login = vi.fn(() => Promise.resolve());
    renderInAdmin(<LoginPage />, { authProvider: authWith(login) });
    await fillAndSubmit(true);
    expect(login).toHaveBeenCalledWith({ username: 'ana@example.com', password: 'secreto123', remember: true });
  });

  it('says the credentials are wrong on a 401', async () => {
    renderInAdmin(<LoginPage />, { authProvider: authWith(() => Promise.reject(new HttpError('x', 401, {}))) });
    await fillAndSubmit();
    expect(await screen.findByText('Correo o contraseña incorrectos')).toBeInTheDocument();
  });

  it('says how long to wait after too many attempts', async () => {
    renderInAdmin(<LoginPage />, {
      authProvider: authWith(() => Promise.reject(new HttpError('x', 429, { retryAfter: 42 }))),
    });
    await fillAndSubmit();
    expect(await screen.findByText('Demasiados intentos. Intenta de nuevo en 42 s')).toBeInTheDocument();
  });

  it('explains that an administrator resets forgotten passwords', async () => {
    renderInAdmin(<LoginPage />, { authProvider: authWith(() => Promise.resolve()) });
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(await screen.findByText(/restablece un administrador desde la pantalla Usuarios/)).toBeInTheDocument();
  });

  it("says a refused sign-in by the server's reason in the screen's language", async () => {
    await i18nProvider.changeLocale('en');
    const login = vi.fn().mockRejectedValueOnce(refusal(401, 'Correo o contraseña incorrectos', 'invalid_credentials'));
    login.mockRejectedValueOnce(refusal(401, 'La cuenta está desactivada', 'user_disabled'));
    renderInAdmin(<LoginPage />, { authProvider: authWith(login) });
    await fillAndSubmitInEnglish();
    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The account is disabled')).toBeInTheDocument();
    expect(screen.queryByText(/Correo|desactivada/)).not.toBeInTheDocument();
  });

  it("says how long a rate-limited sign-in waits, in the screen's language", async () => {
    await i18nProvider.changeLocale('en');
    const limited = refusal(429, 'Demasiados intentos de inicio de sesión, inténtalo más tarde', 'too_many_attempts', 42);
    renderInAdmin(<LoginPage />, { authProvider: authWith(() => Promise.reject(limited)) });
    await fillAndSubmitInEnglish();
    expect(await screen.findByText('Too many attempts. Try again in 42 s')).toBeInTheDocument();
  });
});
