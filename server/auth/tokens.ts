import { jwtVerify, SignJWT } from 'jose';

/** Claims of an access token: the user, and the refresh session it was issued under. */
export interface AccessClaims {
  sub: number;
  sid: string;
}

const algorithm = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A compact HS256 JWT, so any JWT tool can read it while debugging. Given the same issue time it
 * is the same token, which lets a repeated refresh answer the very pair it answered first.
 */
export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number, issuedAtMs = Date.now()): Promise<string> {
  const issuedAt = Math.floor(issuedAtMs / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(secret));
}

interface Verified {
  claims: AccessClaims;
  expiresAtMs: number;
}

/** Verified tokens remembered per verifier: enough for every signed-in tab, small enough to ignore. */
const rememberedTokens = 10_000;

/**
 * Checks tokens signed by `signAccessToken` with one secret: HS256 signature, expiry, not-before and
 * the claims it carries, by `jose`. A browser sends the same token with every request for its whole
 * life, and `jose` checks through asynchronous Web Crypto (as costly as reading a list page), so a
 * token that passed is remembered until it expires: a token cannot change, and whether its session
 * still lives is checked on every request apart from this.
 */
export function accessTokenVerifier(secret: string): (token: string) => Promise<AccessClaims | null> {
  const key = keyOf(secret);
  const verified = new Map<string, Verified>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.claims;
    if (known) verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], requiredClaims: ['exp', 'sub', 'sid'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { sub: userId, sid: payload.sid };
      if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  };
}
