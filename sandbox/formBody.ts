import type { FastifyInstance } from 'fastify';

/** OAuth token endpoints and consent forms post `application/x-www-form-urlencoded`: read as a flat object. */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
