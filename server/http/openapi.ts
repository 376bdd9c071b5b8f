import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Collects every route's schemas into one OpenAPI document, served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Back office multicanal API',
        version,
        description:
          'Every route but login, refresh, marketplace webhooks and public media needs `Authorization: Bearer <access token>`. ' +
          'Errors are `{ error, message, fields? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
}
