import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSeller } from './accounts';
import type { MercadoLibreRuntime } from './runtime';
import { issueAuthorizationCode } from './tokens';

type Params = Record<string, string | undefined>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function errorPage(reply: FastifyReply, message: string) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><meta charset="utf-8"><title>Error</title><body><h1>No se puede autorizar</h1><p>${escapeHtml(message)}</p></body></html>`,
    );
}

function redirectTo(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const target = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(key, value);
  return reply.redirect(target.toString(), 302);
}

const hidden = (params: Params) =>
  ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method']
    .filter((name) => params[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name] ?? '')}">`)
    .join('');

/** The consent page the seller's browser is sent to: pick or create a sandbox seller, then "Autorizar". */
export function registerAuthorizationPage(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;

  const problem = (params: Params): string | undefined => {
    const application = params.client_id ? state.apps.get(params.client_id) : undefined;
    if (!application) return 'La aplicación no existe (client_id).';
    // The real server compares redirect_uri byte for byte with the registered one.
    if (params.redirect_uri !== application.redirectUri) return 'redirect_uri no coincide con la registrada para la aplicación.';
    if (application.pkce && !params.code_challenge) return 'code_challenge es obligatorio para esta aplicación (PKCE).';
    return undefined;
  };

  app.get('/authorization', async (request, reply) => {
    const params = request.query as Params;
    if (params.response_type !== 'code') return errorPage(reply, 'response_type debe ser "code".');
    const message = problem(params);
    if (message) return errorPage(reply, message);
    const sellers = state.sellers();
    const choices = sellers
      .map(
        (seller, index) =>
          `<label><input type="radio" name="user_id" value="${seller.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(seller.nickname)} (${seller.id})</label><br>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="es"><meta charset="utf-8"><title>Mercado Libre (sandbox) - Autorización</title>
<body style="font-family:sans-serif;max-width:480px;margin:40px auto">
<h1>Mercado Libre México (sandbox)</h1>
<p>La aplicación <strong>${escapeHtml(params.client_id ?? '')}</strong> quiere acceder a tu cuenta de vendedor.</p>
<form method="post" action="authorization">${hidden(params)}
<fieldset><legend>Cuenta de vendedor</legend>${choices}
<label><input type="radio" name="user_id" value="new"${sellers.length === 0 ? ' checked' : ''}> Crear una cuenta nueva:</label>
<input name="nickname" placeholder="Apodo (opcional)"></fieldset>
<p><button type="submit" name="decision" value="allow">Autorizar</button>
<button type="submit" name="decision" value="deny">Cancelar</button></p>
</form></body></html>`);
  });

  app.post('/authorization', async (request, reply) => {
    const params = (request.body ?? {}) as Params;
    const message = problem(params);
    if (message) return errorPage(reply, message);
    const redirectUri = params.redirect_uri ?? '';
    if (params.decision === 'deny') return redirectTo(reply, redirectUri, { error: 'access_denied', state: params.state });
    const user =
      params.user_id === 'new' || !params.user_id ? createSeller(state, { nickname: params.nickname || undefined }) : state.users.get(Number(params.user_id));
    if (!user || user.kind !== 'seller') return errorPage(reply, 'La cuenta elegida no existe.');
    if (user.operator) {
      return redirectTo(reply, redirectUri, {
        error: 'invalid_operator_user_id',
        error_description: 'The user is an operator, only the administrator can authorize',
        state: params.state,
      });
    }
    const method = params.code_challenge_method === 'plain' ? 'plain' : 'S256';
    const challenge = params.code_challenge ? ({ codeChallenge: params.code_challenge, codeChallengeMethod: method } as const) : undefined;
    const code = issueAuthorizationCode(state, user.id, params.client_id ?? '', redirectUri, challenge);
    return redirectTo(reply, redirectUri, { code, state: params.state });
  });
}
