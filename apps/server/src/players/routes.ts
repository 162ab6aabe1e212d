import type { RoutePlugin } from '../app-context';
import { createPlayer } from './player-store';
import { NewPlayerBody } from '@psi/contract';

/** POST /api/players: an anonymous player (docs/api.md, Players). */
export const playerRoutes: RoutePlugin = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/api/players',
    {
      // Takes no body; a client may send `{}`.
      bodyLimit: 1024,
      schema: {
        tags: ['players'],
        summary: 'Create an anonymous player and a session',
        response: { 201: NewPlayerBody },
      },
    },
    async (_request, reply) => {
      const player = await createPlayer(ctx.newPlayers, ctx.now(), ctx.sessions);
      return reply.code(201).send({ ...player, expiresInSeconds: Math.round(ctx.sessionIdleMinutes * 60) });
    },
  );
};
