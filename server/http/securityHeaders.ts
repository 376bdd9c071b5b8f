import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers `@fastify/helmet` sets with these options. Without nonces they are the same for every
 * answer, yet the plugin rebuilds its middleware (parsing the content security policy) on every
 * request; so they are read once, from the answer of a probe server, and copied onto each response.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // Helmet sets its headers on the raw response before the handler runs; Fastify adds its own only when sending.
  probe.get('/', (_request, reply) => reply.raw.getHeaders());
  const answer = await probe.inject('/');
  await probe.close();
  return Object.entries(answer.json() as Record<string, string | number | string[]>).map(([name, value]) => [name, String(value)]);
}

/** Sends helmet's security headers with every answer (API, errors, the browser app's files). */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
