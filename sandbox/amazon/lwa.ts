import type { FastifyInstance } from 'fastify';
import { LwaError } from './apiErrors';
import { AmazonState } from './state';

type TokenForm = Record<string, string | undefined>;

const invalidGrant = (message: string) => new LwaError(400, 'invalid_grant', message);

/** `POST /auth/o2/token`: Login with Amazon's endpoint for the authorization-code and refresh-token grants. */
export function registerTokenEndpoint(app: FastifyInstance, state: AmazonState): void {
  const issueAccessToken = (clientId: string, sellerId: string) => {
    const accessToken = AmazonState.token('Atza|');
    const expiresIn = state.settings.accessTokenSeconds;
    state.accessTokens.set(accessToken, { clientId, sellerId, expiresAt: Date.now() + expiresIn * 1000 });
    return { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn };
  };

  // LWA takes the form-encoded body of the specification and the JSON one its SDKs send.
  app.post<{ Body: TokenForm | undefined }>('/auth/o2/token', async (request) => {
    const form = request.body ?? {};
    const application = form.client_id ? state.apps.get(form.client_id) : undefined;
    if (!application || application.clientSecret !== form.client_secret) throw new LwaError(401, 'invalid_client', 'Client authentication failed');
    if (form.grant_type === 'authorization_code') {
      const grant = form.code ? state.codes.get(form.code) : undefined;
      if (form.code) state.codes.delete(form.code);
      if (!grant || grant.clientId !== application.clientId || grant.expiresAt < Date.now())
        throw invalidGrant('The request has an invalid grant parameter : code');
      if (grant.redirectUri !== undefined && grant.redirectUri !== form.redirect_uri) throw invalidGrant('The redirect_uri does not match the one authorized');
      const refreshToken = AmazonState.token('Atzr|');
      state.refreshTokens.set(refreshToken, { clientId: application.clientId, sellerId: grant.sellerId });
      return { ...issueAccessToken(application.clientId, grant.sellerId), refresh_token: refreshToken };
    }
    if (form.grant_type === 'refresh_token') {
      const grant = form.refresh_token ? state.refreshTokens.get(form.refresh_token) : undefined;
      if (!grant || grant.clientId !== application.clientId) throw invalidGrant('The request has an invalid grant parameter : refresh_token');
      // Amazon keeps the refresh token: the answer carries only a new access token.
      return issueAccessToken(application.clientId, grant.sellerId);
    }
    throw new LwaError(400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server');
  });
}
