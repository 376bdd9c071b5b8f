import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of an access token: the user, and the refresh session it was issued under. */
export interface AccessClaims {
  sub: number;
  sid: string;
  exp: number;
}

const base64url = (input: string | Buffer) => Buffer.from(input).toString('base64url');
const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(`${header}.${payload}`).digest();

/** A compact HS256 JWT, so any JWT tool can read it while debugging. */
export function signAccessToken(claims: Omit<AccessClaims, 'exp'>, secret: string, ttlSeconds: number, now = Date.now()) {
  const payload = base64url(JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + ttlSeconds }));
  return `${header}.${payload}.${sign(payload, secret).toString('base64url')}`;
}

export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const [head, payload, signature] = token.split('.');
  if (head !== header || !payload || !signature) return null;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string') return null;
    return claims;
  } catch {
    return null;
  }
}
