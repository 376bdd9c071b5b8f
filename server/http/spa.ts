import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The path as the router would read it (percent-decoded, dot segments and repeated slashes folded), in lower case. */
const normalisedPath = (url: string) => {
  let path = url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as sent; it matches no route either way.
  }
  return new URL(path.replace(/[/\\]+/g, '/'), 'http://host').pathname.toLowerCase();
};

/** A request for a page of the browser app: a GET outside /api and /ws however the path is spelled. */
export const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|ws)\.*(\/|$)/.test(normalisedPath(request.url));

/**
 * Serves the built browser app with history fallback: any unknown page path gets index.html so
 * the app's router can answer it, while unknown /api and /ws paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    // The history fallback below sends index.html through this decorator.
    await app.register(fastifyStatic, { root: distDir, serve: false, cacheControl: false });
    await app.register(async (files) => {
      // The browser app's files are public: the sign-in page itself is one of them.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await files.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        decorateReply: false,
        // The build writes .br and .gz copies of the scripts and styles; each goes to the browsers that accept it.
        preCompressed: true,
        // Otherwise the file sender's own `max-age=0` replaces the cache policy set below.
        cacheControl: false,
        setHeaders: (response, path) => {
          // Vite fingerprints everything under assets/, so those never change; index.html always may.
          response.setHeader('cache-control', path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A cache between the server and the browser keeps one copy per encoding.
          response.setHeader('vary', 'accept-encoding');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (built && isPageRequest(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const path = request.url.split('?')[0];
    return reply.status(404).send({
      error: 'not_found',
      message: `No existe ${request.method} ${path}`,
      detail: { key: 'route_missing', params: { method: request.method, path } },
    });
  });
}
