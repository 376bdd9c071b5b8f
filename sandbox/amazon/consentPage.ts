import type { FastifyInstance, FastifyReply } from 'fastify';
import { AmazonState } from './state';

type Params = Record<string, string | undefined>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="es"><meta charset="utf-8"><title>Seller Central</title><body>${body}</body></html>`);

/**
 * Seller Central's consent page (`/apps/authorize/consent`): the seller picks a sandbox seller and
 * confirms; the browser goes back to the app with `spapi_oauth_code`, `state` and `selling_partner_id`.
 */
export function registerConsentPage(app: FastifyInstance, state: AmazonState): void {
  const applicationOf = (params: Params) => [...state.apps.values()].find((candidate) => candidate.applicationId === params.application_id);

  app.get<{ Querystring: Params }>('/apps/authorize/consent', async (request, reply) => {
    const params = request.query;
    if (!applicationOf(params)) return page(reply, 400, '<h1>No se puede autorizar</h1><p>La aplicación no existe (application_id).</p>');
    if (!params.redirect_uri) return page(reply, 400, '<h1>No se puede autorizar</h1><p>Falta redirect_uri.</p>');
    const sellers = [...state.sellers.values()]
      .map((seller) => `<option value="${escapeHtml(seller.sellingPartnerId)}">${escapeHtml(seller.name)}</option>`)
      .join('');
    const hidden = ['application_id', 'state', 'redirect_uri']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name] ?? '')}">`)
      .join('');
    return page(
      reply,
      200,
      `<h1>Autorizar aplicación</h1><form method="post" action="confirm">${hidden}<label>Vendedor <select name="selling_partner_id">${sellers}</select></label><button type="submit">Confirmar</button></form>`,
    );
  });

  app.post<{ Body: Params }>('/apps/authorize/confirm', async (request, reply) => {
    const params = request.body ?? {};
    const application = applicationOf(params);
    const seller = params.selling_partner_id ? state.sellers.get(params.selling_partner_id) : undefined;
    if (!application || !seller || !params.redirect_uri) return page(reply, 400, '<h1>No se puede autorizar</h1><p>Solicitud incompleta.</p>');
    const code = AmazonState.token('ANDaAHOb');
    state.codes.set(code, {
      clientId: application.clientId,
      sellerId: seller.sellingPartnerId,
      redirectUri: params.redirect_uri,
      expiresAt: Date.now() + state.settings.authorizationCodeSeconds * 1000,
    });
    const target = new URL(params.redirect_uri);
    target.searchParams.set('state', params.state ?? '');
    target.searchParams.set('selling_partner_id', seller.sellingPartnerId);
    target.searchParams.set('spapi_oauth_code', code);
    return reply.redirect(target.toString(), 302);
  });
}
