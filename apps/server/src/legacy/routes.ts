import { Type } from 'typebox';
import type { RoutePlugin } from '../app-context';
import { readCookie, SESSION_COOKIE } from '../accounts/session-cookies';
import { gameContext } from '../players/game-context';
import { ErrorBody } from '../players/schemas';
import { lastLevelWeb, setSessionData } from './legacy-calls';

const Flag = Type.Integer({ minimum: 0, maximum: 1 });

const LastLevel = Type.Object({
  session_error: Flag,
  reset_localstorage: Flag,
  active_game: Type.String(),
  success: Flag,
  session_set: Type.String(),
  play_again_data: Type.Union([
    Type.Object({
      circuit_id: Type.Union([Type.String(), Type.Null()]),
      seq: Type.Union([Type.Integer(), Type.Null()]),
      free_circuits: Type.Union([Type.Integer(), Type.Null()]),
      circuits_left: Type.Union([Type.Integer(), Type.Null()]),
      pass_needed: Flag,
    }),
    Type.Null(),
  ]),
  already_plyed: Type.Integer(),
});
const SessionData = Type.Object({ set_data_again: Flag, success: Flag });

// Spec §7: the body is JSON sent as text/plain; Fastify hands text/plain over as a string and these
// routes parse it themselves (also accepting application/json) so a malformed body gets a clear 400.
const body = Type.Unknown({ description: 'A JSON object sent as text/plain (fields: docs/api.md)' });

/** The two calls of specification §7, wire contract kept. Field meanings: docs/api.md. */
export const legacyRoutes: RoutePlugin = async (app, options) => {
  const ctx = gameContext(options.ctx);
  app.post(
    '/backend/psychic_backend.php',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['legacy'],
        summary: 'last_level_web: where to resume (spec §7.1)',
        body,
        querystring: Type.Object({ last_level_web: Type.Optional(Type.String()) }),
        response: { 200: LastLevel, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!('last_level_web' in (request.query as object))) {
        return reply.code(400).send({ error: 'bad_request', message: 'Unknown call: use ?last_level_web.' });
      }
      const result = await lastLevelWeb(
        ctx,
        request.body,
        readCookie(request, SESSION_COOKIE),
        options.ctx.config.freeCircuits,
      );
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/backend/challenge-1.php',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['legacy'],
        summary: 'set_session_data: is the stored session data good? (spec §7.2)',
        body,
        response: { 200: SessionData, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await setSessionData(ctx, request.body, readCookie(request, SESSION_COOKIE));
      return reply.code(result.status).send(result.body);
    },
  );
};
