import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/login/LoginPage';
import { renderInAdmin } from '../support/renderInAdmin';

/** The browser's notification API where it stands at `permission`; its prompt never answers, as a seller who ignores it. */
const stubNotification = (permission: NotificationPermission) => {
  const requestPermission = vi.fn(() => new Promise<NotificationPermission>(() => {}));
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  return requestPermission;
};

const signIn = async () => {
  const login = vi.fn(() => Promise.resolve());
  const authProvider: AuthProvider = {
    login,
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.reject(new Error('signed out')),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
  };
  renderInAdmin(<LoginPage />, { authProvider });
  await userEvent.type(screen.getByPlaceholderText('Ingresa tu correo'), 'ana@example.com');
  await userEvent.type(screen.getByPlaceholderText('Ingresa tu contraseña'), 'secreto123');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return login;
};

afterEach(() => vi.unstubAllGlobals());

describe("signing in and the browser's notification permission", () => {
  it('asks it when the browser was never asked, without waiting for the answer to sign in', async () => {
    const requestPermission = stubNotification('default');
    const login = await signIn();
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(login).toHaveBeenCalled());
  });

  it.each(['granted', 'denied'] as const)('does not ask it again when the seller already answered (%s)', async (permission) => {
    const requestPermission = stubNotification(permission);
    const login = await signIn();
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
