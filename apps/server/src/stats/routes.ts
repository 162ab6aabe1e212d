import { Type } from 'typebox';
import { currentPlayer, requireSession } from '../players/auth';
import type { RoutePlugin } from '../app-context';
import { gameContext } from '../players/game-context';
import { BearerAuth, SessionErrorBody } from '../players/schemas';
import { playerStats, worldStats } from './read-stats';

const NumOrNull = Type.Union([Type.Number(), Type.Null()]);
const Counts = Type.Record(Type.String(), Type.Number(), { description: 'main score → value' });

// circuits: finished; abandoned: abandoned or timed out. meanScore, z and p count both (intention to
// treat, docs/statistics.md); sdScore, histogram, karma, orbs and good outcomes are the finished ones'.
const Abandoned = Type.Integer({
  description: 'Verified circuits abandoned or timed out, counted in meanScore, z and p with their expected main score',
});
const World = Type.Object({
  circuits: Type.Integer(),
  abandoned: Abandoned,
  meanScore: NumOrNull,
  sdScore: NumOrNull,
  chanceMean: Type.Number(),
  chanceSd: Type.Number(),
  z: NumOrNull,
  p: NumOrNull,
  histogram: Counts,
  chance: Counts,
  meanKarma: NumOrNull,
  meanOrbs: NumOrNull,
  goodOutcomes: Type.Union([Type.Integer(), Type.Null()]),
});

const Me = Type.Object({
  circuits: Type.Integer(),
  abandoned: Abandoned,
  meanScore: NumOrNull,
  sdScore: NumOrNull,
  z: NumOrNull,
  p: NumOrNull,
  bestScore: NumOrNull,
  meanKarma: NumOrNull,
  meanOrbs: NumOrNull,
  recent: Type.Array(
    Type.Object({
      id: Type.String(),
      mainScore: Type.Number(),
      orbs: Type.Integer(),
      karma: Type.Union([Type.Integer(), Type.Null()]),
      goodOutcome: Type.Boolean(),
      finishedAt: Type.String({ format: 'date-time' }),
    }),
  ),
});

/** Statistics against chance (docs/statistics.md): read from running sums, so their cost is constant. */
export const statsRoutes: RoutePlugin = async (app, options) => {
  const ctx = gameContext(options.ctx);
  app.get(
    '/api/stats/world',
    {
      schema: {
        tags: ['stats'],
        summary: 'World average of verified circuits against exact chance',
        response: { 200: World },
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
          response: { 200: Me, 401: SessionErrorBody },
        },
      },
      async (request) => playerStats(ctx.db, currentPlayer(request).playerId),
    );
  });
};
