import type { AuthProvider } from 'react-admin';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { identityOf, signedInPermissions } from './sessionAnswers';
import { tokenStore as defaultTokenStore, type TokenStore } from './tokenStore';

export interface LoginParams {
  readonly username: string;
  readonly password: string;
  readonly remember?: boolean;
}

interface LoginAnswer {
  readonly token: string;
  readonly refreshToken: string;
  readonly userName: string;
  readonly id: string | number;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/** Logout clears all stored data, not only the session: nothing of one user is left for the next. */
const clearAllStoredData = (): void => {
  localStorage.clear();
  sessionStorage.clear();
};

/** Builds the authProvider on an http client and a token store (both swappable in tests). */
export const createAuthProvider = (http: HttpClient = defaultHttpClient, store: TokenStore = defaultTokenStore): AuthProvider => ({
  async login({ username, password, remember = false }: LoginParams) {
    const { json } = await http.request<LoginAnswer>('/api/login/', {
      method: 'POST',
      body: { username, password },
      auth: false,
    });
    store.save({ token: json.token, refreshToken: json.refreshToken, userName: json.userName, id: json.id, remember });
  },

  async logout() {
    // react-admin also calls logout when a signed-out visitor is sent to /login; with no session
    // there is nothing to clear, and clearing the store again would only re-render the redirect.
    if (!store.read()) return;
    // Best effort: the session is revoked on the server when it can be; leaving never fails.
    await http.request('/api/logout/', { method: 'POST' }).catch(() => undefined);
    clearAllStoredData();
  },

  async checkAuth() {
    // `message: false` keeps the login page free of a "please log in" toast on first visit.
    if (!store.read()) throw { message: false };
  },

  async checkError(error: unknown) {
    // 401 after the refresh already failed means the session is gone; 403 only forbids one call.
    if (statusOf(error) === 401) throw { message: 'ra.notification.logged_out' };
  },

  async getIdentity() {
    const session = store.read();
    if (!session) throw new Error('ra.auth.auth_check_error');
    return identityOf(session);
  },

  async getPermissions() {
    return store.read() ? signedInPermissions : undefined;
  },
});

export const authProvider = createAuthProvider();
