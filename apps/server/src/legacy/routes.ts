import type { RoutePlugin } from '../app-context';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookies';
import { ErrorBody, LastLevel, LastLevelQuery, LegacyBody, SessionData } from '@psi/contract';
import { ApiError, valueOrThrow } from '../http/api-error';
import { lastLevelWeb, setSessionData } from './legacy-calls';

/** The two calls of specification §7, wire contract kept. Field meanings: docs/api.md. */
export const legacyRoutes: RoutePlugin = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/backend/psychic_backend.php',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['legacy'],
        summary: 'last_level_web: where to resume (spec §7.1)',
        body: LegacyBody,
        querystring: LastLevelQuery,
        response: { 200: LastLevel, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!('last_level_web' in (request.query as object))) {
        throw new ApiError('bad_request', { error: 'bad_request', message: 'Unknown call: use ?last_level_web.' });
      }
      const result = await lastLevelWeb(
        ctx,
        request.body,
        readCookie(request, SESSION_COOKIE),
        ctx.config.freeCircuits,
      );
      return reply.send(valueOrThrow(result));
    },
  );

  app.post(
    '/backend/challenge-1.php',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['legacy'],
        summary: 'set_session_data: is the stored session data good? (spec §7.2)',
        body: LegacyBody,
        response: { 200: SessionData, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await setSessionData(ctx, request.body, readCookie(request, SESSION_COOKIE));
      return reply.send(valueOrThrow(result));
    },
  );
};
