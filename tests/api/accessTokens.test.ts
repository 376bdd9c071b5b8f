import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../server/auth/tokens';

const secret = 'secreto-de-prueba-de-32-caracteres!';
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with the right secret but any header and claims. */
const forged = (header: object, claims: object) => {
  const body = `${part(header)}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

describe('access tokens', () => {
  it('accepts a token it signed and reads its user and session', async () => {
    const token = await signAccessToken({ sub: 7, sid: 'sesion-1' }, secret, 60);
    expect(verifyAccessToken(token, secret)).toEqual({ sub: 7, sid: 'sesion-1' });
  });

  it('refuses another secret, a changed payload or signature, an expired token and malformed ones', async () => {
    const token = await signAccessToken({ sub: 7, sid: 'sesion-1' }, secret, 60);
    const [header, , signature] = token.split('.');
    expect(verifyAccessToken(token, `${secret}x`)).toBeNull();
    expect(verifyAccessToken(`${header}.${part({ sub: '8', sid: 'sesion-1', exp: inAnHour })}.${signature}`, secret)).toBeNull();
    expect(verifyAccessToken(`${token.slice(0, -2)}AA`, secret)).toBeNull();
    expect(verifyAccessToken(`${token}.`, secret)).toBeNull();
    expect(verifyAccessToken(await signAccessToken({ sub: 7, sid: 'sesion-1' }, secret, 60, Date.now() - 61_000), secret)).toBeNull();
    for (const text of ['', 'a.b', 'a.b.c', '...']) expect(verifyAccessToken(text, secret)).toBeNull();
  });

  it('refuses other algorithms, critical headers, missing claims and a future not-before', () => {
    const claims = { sub: '7', sid: 'sesion-1', exp: inAnHour };
    expect(verifyAccessToken(forged({ alg: 'HS256' }, claims), secret)).toEqual({ sub: 7, sid: 'sesion-1' });
    expect(verifyAccessToken(forged({ alg: 'none' }, claims), secret)).toBeNull();
    expect(verifyAccessToken(forged({ alg: 'HS256', crit: ['x'] }, claims), secret)).toBeNull();
    expect(verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, exp: undefined }), secret)).toBeNull();
    expect(verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, sid: 3 }), secret)).toBeNull();
    expect(verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, sub: 'siete' }), secret)).toBeNull();
    expect(verifyAccessToken(forged({ alg: 'HS256' }, { ...claims, nbf: inAnHour }), secret)).toBeNull();
  });
});
