import type { MercadoLibreConfig } from '../../config';
import { callMercadoLibre, type HttpOptions } from './mercadoLibreHttp';
import type { TokenSet } from './accountRepository';

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user_id: number;
}

const toTokenSet = (answer: TokenAnswer): TokenSet & { userId: number } => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
  // MercadoLibre's own samples disagree on the lifetime: trust expires_in, never a constant.
  expiresAt: new Date(Date.now() + answer.expires_in * 1000).toISOString(),
  userId: Number(answer.user_id),
});

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
