import { currentPlayer, requireSession } from '../auth/session';
import type { RoutePlugin } from '../app-context';
import { MyStats, SessionErrorBody, WorldStats } from '@psi/contract';
import { BearerAuth } from '../plugins/openapi';
import { playerStats, worldStats } from './read-stats';

/** Statistics against chance (docs/statistics.md): read from running sums, so their cost is constant. */
export const statsRoutes: RoutePlugin = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/api/stats/world',
    {
      schema: {
        tags: ['stats'],
        summary: 'World average of verified circuits against exact chance',
        response: { 200: WorldStats },
      },
    },
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(await ctx.worldStats.get(() => worldStats(ctx.db))),
  );

  app.register(async (authed) => {
    authed.decorateRequest('player', null);
    authed.addHook('preHandler', requireSession(ctx));
    authed.get(
      '/api/stats/me',
      {
        schema: {
          tags: ['stats'],
          security: BearerAuth,
          summary: "The player's own statistics",
          response: { 200: MyStats, 401: SessionErrorBody },
        },
      },
      async (request) => playerStats(ctx.db, currentPlayer(request).playerId),
    );
  });
};
