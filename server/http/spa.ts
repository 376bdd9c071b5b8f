import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const isApiPath = (url: string) => /^\/(api|ws)(\/|$|\?)/.test(url);

/**
 * Serves the built browser app with history fallback: any unknown page path gets index.html so
 * the app's router can answer it, while unknown /api and /ws paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (response, path) => {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        response.setHeader('cache-control', path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (built && request.method === 'GET' && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'not_found', message: `No existe ${request.method} ${request.url.split('?')[0]}` });
  });
}
