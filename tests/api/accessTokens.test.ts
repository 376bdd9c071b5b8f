import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenVerifier, signAccessToken } from '../../server/auth/tokens';

const secret = 'secreto-de-prueba-de-32-caracteres!';
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with the right secret but any header and claims. */
const forged = (header: object, claims: object) => {
  const body = `${part(header)}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const verifyAccessToken = accessTokenVerifier(secret);

describe('access tokens', () => {
  it('accepts a token it signed and reads its user and session', async () => {
    const token = await signAccessToken({ sub: 7, sid: 'sesion-1' }, secret, 60);
    expect(await verifyAccessToken(token)).toEqual({ sub: 7, sid: 'sesion-1' });
  });

  it('refuses another secret, a changed payload or signature, an expired token and malformed ones', async () => {
    const token = await signAccessToken({ sub: 7, sid: 'sesion-1' }, secret, 60);
    const [header, , signature] = token.split('.');
    expect(await accessTokenVerifier(`${secret}x`)(token)).toBeNull();
    expect(await verifyAccessToken(`${header}.${part({ sub: '8', sid: 'sesion-1', exp: inAnHour })}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(`${token.slice(0, -2)}AA`)).toBeNull();
    expect(await verifyAccessToken(`${token}.`)).toBeNull();
    expect(await verifyAccessToken(await signAccessToken({ sub: 7, sid: 'sesion-1' }, secret, 60, Date.now() - 61_000))).toBeNull();
    for (const text of ['', 'a.b', 'a.b.c', '...']) expect(await verifyAccessToken(text)).toBeNull();
  });

  it('refuses other algorithms, critical headers, missing claims and a future not-before', async () => {
    const claims = { sub: '7', sid: 'sesion-1', exp: inAnHour };
    expect(await verifyAccessToken(forged({ alg: 'HS256' }, claims))).toEqual({ sub: 7, sid: 'sesion-1' });
    expect(await verifyAccessToken(forged({ alg: 'none' }, claims))).toBeNull();
    expect(await verifyAccessToken(forged({ alg: 'HS256', crit: ['x'] }, claims))).toBeNull();
    expect(await verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, exp: undefined }))).toBeNull();
    expect(await verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, sid: 3 }))).toBeNull();
    expect(await verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, sub: 'siete' }))).toBeNull();
    expect(await verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, nbf: inAnHour }))).toBeNull();
  });

  it('remembers a verified token only until it expires', async () => {
    const verify = accessTokenVerifier(secret);
    // At least a second left: an expiry in the next whole second could be a few milliseconds away.
    const exp = Math.floor(Date.now() / 1000) + 2;
    const soon = forged({ alg: 'HS256' }, { sub: '7', sid: 'sesion-1', exp });
    expect(await verify(soon)).toEqual({ sub: 7, sid: 'sesion-1' });
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 100));
    expect(await verify(soon)).toBeNull();
  });
});
