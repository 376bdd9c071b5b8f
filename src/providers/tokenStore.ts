/** What the browser keeps of a signed-in session: the tokens and who is signed in. */
export interface StoredSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly userName: string;
  readonly id: string | number;
  readonly remember: boolean;
}

const SESSION_KEY = 'mercado.session';

const storageFor = (remember: boolean): Storage => (remember ? localStorage : sessionStorage);

const parse = (raw: string | null): StoredSession | null => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
};

/**
 * Remember-me decides where the session lives: localStorage survives the browser closing,
 * sessionStorage does not. Reads look in both so a reload finds the session wherever it is.
 */
export const tokenStore = {
  read(): StoredSession | null {
    return parse(localStorage.getItem(SESSION_KEY)) ?? parse(sessionStorage.getItem(SESSION_KEY));
  },
  save(session: StoredSession): void {
    this.clear();
    storageFor(session.remember).setItem(SESSION_KEY, JSON.stringify(session));
  },
  /** Refresh tokens rotate: the new pair replaces the old one in the same storage. */
  updateTokens(token: string, refreshToken: string): void {
    const current = this.read();
    if (!current) return;
    storageFor(current.remember).setItem(SESSION_KEY, JSON.stringify({ ...current, token, refreshToken }));
  },
  clear(): void {
    localStorage.removeItem(SESSION_KEY);
    sessionStorage.removeItem(SESSION_KEY);
  },
};

export type TokenStore = typeof tokenStore;
