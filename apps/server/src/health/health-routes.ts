import { sql } from 'kysely';
import { Healthy, Unhealthy } from '@psi/contract';
import type { RoutePlugin } from '../app-context';
import { ApiError } from '../http/api-error';
import { RETRY_AFTER_SECONDS } from '../plugins/database-unavailable';
import { serverVersion } from '../version';

/** GET /api/health: for load balancers and operators; 503 when the database does not answer. */
export const healthRoutes: RoutePlugin = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Is the server up and its database answering?',
        response: { 200: Healthy, 503: Unhealthy },
      },
    },
    async (request) => {
      const base = { database: ctx.databaseKind, version: serverVersion };
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ok' as const, ...base };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new ApiError(
          'unavailable',
          { status: 'unavailable' as const, ...base, message: 'The database did not answer.' },
          { retryAfterSeconds: RETRY_AFTER_SECONDS },
        );
      }
    },
  );
};
