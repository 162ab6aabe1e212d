import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { serverVersion } from '../version';

/** A route's `security`: the session_id as a bearer token (the scheme declared below). */
export const BearerAuth = [{ bearerAuth: [] }];

/**
 * Registers @fastify/swagger, which collects every route's schema as it is added, so it must come
 * before the route plugins. The document is served at GET /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Psi Circuit API',
        version: serverVersion,
        description: 'Verified circuits, statistics and the two legacy calls of the Psi Circuit app.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session_id' } },
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
