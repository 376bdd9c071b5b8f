import { createHash } from 'node:crypto';
import { invalidGrant, OAuthError } from './apiErrors';
import type { MercadoLibreState } from './state';
import type { AccessToken, Grant } from './types';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
  user_id: number;
  refresh_token: string;
}

/** Codes and refresh tokens look like the real `TG-…-{user}`; access tokens like `APP_USR-{app}-…-{user}`. */
export function issueAuthorizationCode(
  state: MercadoLibreState,
  userId: number,
  clientId: string,
  redirectUri: string,
  challenge?: { codeChallenge: string; codeChallengeMethod: 'S256' | 'plain' },
): string {
  const code = `TG-${state.randomToken(12)}-${userId}`;
  state.codes.set(code, { code, userId, clientId, redirectUri, expiresAt: state.now() + state.settings.authorizationCodeSeconds * 1000, ...challenge });
  return code;
}

function grantFor(state: MercadoLibreState, userId: number, clientId: string): Grant {
  const existing = [...state.grants.values()].find((grant) => grant.userId === userId && grant.clientId === clientId && !grant.revoked);
  if (existing) return existing;
  const grant: Grant = { id: state.randomToken(8), userId, clientId, revoked: false, refreshToken: '', refreshExpiresAt: 0 };
  state.grants.set(grant.id, grant);
  return grant;
}

function tokensFor(state: MercadoLibreState, grant: Grant): TokenResponse {
  const stamp = new Date(state.now()).toISOString().slice(5, 13).replace(/[-T]/g, '');
  const accessToken: AccessToken = {
    token: `APP_USR-${grant.clientId}-${stamp}-${state.randomToken(16)}-${grant.userId}`,
    grantId: grant.id,
    userId: grant.userId,
    clientId: grant.clientId,
    expiresAt: state.now() + state.settings.accessTokenSeconds * 1000,
  };
  state.accessTokens.set(accessToken.token, accessToken);
  grant.refreshToken = `TG-${state.randomToken(12)}-${grant.userId}`;
  grant.refreshExpiresAt = state.now() + state.settings.refreshTokenSeconds * 1000;
  return {
    access_token: accessToken.token,
    token_type: 'bearer',
    expires_in: state.settings.accessTokenSeconds,
    scope: 'offline_access read write',
    user_id: grant.userId,
    refresh_token: grant.refreshToken,
  };
}

/** Test shortcut: the tokens a seller would get after consenting in the browser. */
export function issueTokensDirectly(state: MercadoLibreState, userId: number, clientId: string): TokenResponse {
  return tokensFor(state, grantFor(state, userId, clientId));
}

function verifierMatches(challenge: string, method: 'S256' | 'plain', verifier: string): boolean {
  if (method === 'plain') return challenge === verifier;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

export function exchangeAuthorizationCode(state: MercadoLibreState, clientId: string, code: string, redirectUri: string, codeVerifier?: string): TokenResponse {
  const stored = state.codes.get(code);
  // Codes are single use whatever the outcome, like the real server.
  state.codes.delete(code);
  if (!stored || stored.clientId !== clientId || stored.redirectUri !== redirectUri || stored.expiresAt < state.now()) throw invalidGrant();
  if (stored.codeChallenge && stored.codeChallengeMethod) {
    if (!codeVerifier) throw new OAuthError(400, 'invalid_request', 'code_verifier is required');
    if (!verifierMatches(stored.codeChallenge, stored.codeChallengeMethod, codeVerifier)) throw invalidGrant();
  }
  return tokensFor(state, grantFor(state, stored.userId, clientId));
}

export function refreshAccessToken(state: MercadoLibreState, clientId: string, refreshToken: string): TokenResponse {
  const grant = [...state.grants.values()].find((candidate) => candidate.refreshToken === refreshToken);
  if (!grant || grant.revoked || grant.clientId !== clientId || grant.refreshExpiresAt < state.now()) throw invalidGrant();
  return tokensFor(state, grant);
}

export function revokeGrant(state: MercadoLibreState, userId: number, clientId?: string): number {
  let revoked = 0;
  for (const grant of state.grants.values()) {
    if (grant.userId !== userId || grant.revoked || (clientId && grant.clientId !== clientId)) continue;
    grant.revoked = true;
    revoked += 1;
    for (const [token, accessToken] of state.accessTokens) if (accessToken.grantId === grant.id) state.accessTokens.delete(token);
  }
  return revoked;
}

/** The live access token behind a bearer value, or undefined when unknown, expired or revoked. */
export function liveAccessToken(state: MercadoLibreState, token: string): AccessToken | undefined {
  const accessToken = state.accessTokens.get(token);
  if (!accessToken || accessToken.expiresAt <= state.now()) return undefined;
  return state.grants.get(accessToken.grantId)?.revoked ? undefined : accessToken;
}
