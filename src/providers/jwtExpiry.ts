/** Seconds before `exp` at which a token counts as expired, so it does not die in flight. */
export const EXPIRY_MARGIN_SECONDS = 5;

/** The `exp` claim (seconds since epoch) of a JWT, or null when it cannot be read. */
export const readJwtExpiry = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
    return null;
  } catch {
    return null;
  }
};

export const isTokenExpired = (token: string, nowMs: number = Date.now()): boolean => {
  const exp = readJwtExpiry(token);
  // A token we cannot read is sent as is: the server decides and a 401 triggers the refresh.
  if (exp === null) return false;
  return exp - EXPIRY_MARGIN_SECONDS <= nowMs / 1000;
};
