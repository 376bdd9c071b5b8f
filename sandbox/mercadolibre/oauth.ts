import type { FastifyInstance } from 'fastify';
import { OAuthError } from './apiErrors';
import { apiPath, applyTransportFault } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import { exchangeAuthorizationCode, refreshAccessToken, revokeGrant } from './tokens';

type TokenForm = Record<string, string | undefined>;

function readForm(body: unknown, query: unknown): TokenForm {
  const source = body && typeof body === 'object' ? body : query && typeof query === 'object' ? query : {};
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, typeof value === 'string' ? value : value == null ? undefined : String(value)]));
}

function required(form: TokenForm, name: string): string {
  const value = form[name];
  if (!value) throw new OAuthError(400, 'invalid_request', `${name} is required`);
  return value;
}

/** `POST /oauth/token` for both grants, form-encoded like the real endpoint (JSON accepted too). */
export function registerTokenEndpoint(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  app.post('/oauth/token', async (request) => {
    const fault = runtime.faults.take('POST', apiPath(request));
    await applyTransportFault(runtime, fault, request);
    const form = readForm(request.body, request.query);
    const grantType = required(form, 'grant_type');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      throw new OAuthError(400, 'unsupported_grant_type', `Unsupported grant_type ${grantType}`);
    }
    const clientId = required(form, 'client_id');
    const app = state.apps.get(clientId);
    if (!app || app.clientSecret !== required(form, 'client_secret')) throw new OAuthError(400, 'invalid_client', 'invalid client_id or client_secret');

    if (grantType === 'authorization_code') {
      return exchangeAuthorizationCode(state, clientId, required(form, 'code'), required(form, 'redirect_uri'), form.code_verifier);
    }
    const refreshToken = required(form, 'refresh_token');
    if (fault?.kind === 'revoked_grant') {
      const grant = [...state.grants.values()].find((candidate) => candidate.refreshToken === refreshToken);
      if (grant) revokeGrant(state, grant.userId, grant.clientId);
    }
    return refreshAccessToken(state, clientId, refreshToken);
  });
}
