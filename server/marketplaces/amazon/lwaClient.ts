/** What Login with Amazon answers to a token grant. */
export interface LwaTokens {
  accessToken: string;
  /** Only the authorization-code grant hands one out; a refresh keeps the same. */
  refreshToken?: string;
  expiresInSeconds: number;
}

/** LWA refused the grant (`invalid_grant`: the code or refresh token is no longer good) or was unreachable (status 0). */
export class LwaError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export interface LwaSettings {
  /** The token endpoint: https://api.amazon.com/auth/o2/token, or the sandbox's. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/**
 * Login with Amazon's token endpoint for both grants. The SDK's own client only refreshes, and
 * only against api.amazon.com, so the code exchange and the sandbox need this thin one.
 */
export class LwaClient {
  constructor(private readonly settings: LwaSettings) {}

  exchangeCode(code: string, redirectUri: string): Promise<LwaTokens> {
    return this.grant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<LwaTokens> {
    return this.grant({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async grant(form: Record<string, string>): Promise<LwaTokens> {
    const body = new URLSearchParams({ ...form, client_id: this.settings.clientId, client_secret: this.settings.clientSecret });
    let response: Response;
    try {
      response = await fetch(this.settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new LwaError(0, 'unreachable', `Login with Amazon did not answer: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof answer.access_token !== 'string')
      throw new LwaError(response.status, String(answer.error ?? 'invalid_response'), String(answer.error_description ?? `HTTP ${response.status}`));
    return {
      accessToken: answer.access_token,
      refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : undefined,
      expiresInSeconds: Number(answer.expires_in),
    };
  }
}
