import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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

const decoded = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Checks a token signed by `signAccessToken`: HS256 signature, expiry, and the claims it carries.
 * Every authenticated request runs it, so the signature is computed with Node's synchronous HMAC
 * (a few microseconds) rather than an asynchronous Web Crypto call, which costs as much as reading
 * a list page.
 */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (signature === undefined || rest.length > 0) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = decoded(header);
  const claims = decoded(payload);
  if (head?.alg !== algorithm || head.crit !== undefined || !claims) return null;
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
  const userId = Number(claims.sub);
  if (typeof claims.sub !== 'string' || !Number.isInteger(userId) || typeof claims.sid !== 'string') return null;
  return { sub: userId, sid: claims.sid };
}
