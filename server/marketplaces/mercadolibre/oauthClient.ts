import type { MercadoLibreConfig } from '../../config';
import { MercadoLibreError } from './mercadoLibreErrors';
import { callMercadoLibre, type HttpOptions } from './mercadoLibreHttp';
import type { TokenSet } from './accountRepository';

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user_id: number;
}

/** The longest lifetime a token is taken to have, whatever `expires_in` says (MercadoLibre's last six hours). */
const longestLifetimeSeconds = 24 * 60 * 60;

const isToken = (value: unknown): value is string => typeof value === 'string' && value !== '' && !value.includes('\u0000');

/**
 * The tokens MercadoLibre granted. An answer without both tokens or a lifetime is refused before
 * anything is stored, so the account keeps the tokens it had: as no answer, a 502.
 */
function toTokenSet(answer: TokenAnswer): TokenSet & { userId: number } {
  const { access_token: accessToken, refresh_token: refreshToken, expires_in: lifetime } = (answer ?? {}) as Partial<TokenAnswer>;
  if (!isToken(accessToken) || !isToken(refreshToken) || typeof lifetime !== 'number' || !(lifetime > 0))
    throw new MercadoLibreError(502, 'invalid_response', 'su respuesta no trae access_token, refresh_token y expires_in válidos');
  return {
    accessToken,
    refreshToken,
    // MercadoLibre's own samples disagree on the lifetime: trust expires_in, never a constant (within a day).
    expiresAt: new Date(Date.now() + Math.min(lifetime, longestLifetimeSeconds) * 1000).toISOString(),
    userId: Number(answer.user_id),
  };
}

/** `POST /oauth/token` for both grants, form-encoded like the real endpoint. */
export class OauthClient {
  constructor(
    private readonly config: MercadoLibreConfig,
    private readonly http: HttpOptions,
  ) {}

  private async token(form: Record<string, string>) {
    const answer = await callMercadoLibre<TokenAnswer>(this.http, {
      method: 'POST',
      path: '/oauth/token',
      form: { ...form, client_id: this.config.clientId, client_secret: this.config.clientSecret },
      // A lost answer cannot be replayed: a code or refresh token is single use.
      idempotent: false,
    });
    return toTokenSet(answer);
  }

  exchangeCode(code: string) {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: this.config.redirectUri });
  }

  refresh(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  authorizationUrl(state: string): string {
    const url = new URL(this.config.authorizationUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', this.config.redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }
}
