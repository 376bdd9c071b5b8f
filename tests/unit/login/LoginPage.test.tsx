import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
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
});
