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

export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [algorithm], requiredClaims: ['exp', 'sub', 'sid'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { sub: userId, sid: payload.sid };
  } catch {
    return null;
  }
}
