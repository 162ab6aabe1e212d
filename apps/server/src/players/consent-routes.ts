import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ResearchConsent, ResearchConsentBody, SessionErrorBody } from '@psi/contract';
import type { RoutePlugin } from '../app-context';
import { currentPlayer, requireSession } from '../auth/session';
import { BearerAuth } from '../plugins/openapi';

/**
 * Research consent (docs/open-data.md): the session's player, an anonymous device or an account,
 * opts in to a pseudonym in the open data, or withdraws; off until asked. Withdrawing takes the
 * pseudonym out of every download from then on.
 */
export const consentRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('player', null);
  app.addHook('preHandler', requireSession(ctx));
  const schema = { tags: ['players'], security: BearerAuth };

  app.get(
    '/api/players/me/research-consent',
    {
      schema: {
        ...schema,
        summary: "The player's research consent",
        response: { 200: ResearchConsent, 401: SessionErrorBody },
      },
    },
    async (request) => {
      const row = await ctx.db
        .selectFrom('players')
        .select(['research_consent', 'research_consent_at'])
        .where('id', '=', currentPlayer(request).playerId)
        .executeTakeFirstOrThrow();
      return { consent: row.research_consent, since: row.research_consent_at?.toISOString() ?? null };
    },
  );

  app.put(
    '/api/players/me/research-consent',
    {
      bodyLimit: 1024,
      schema: {
        ...schema,
        summary: 'Give or withdraw research consent',
        body: ResearchConsentBody,
        response: { 200: ResearchConsent, 401: SessionErrorBody },
      },
    },
    async (request) => {
      const { consent } = request.body;
      const since = consent ? ctx.now() : null;
      await ctx.db
        .updateTable('players')
        .set({ research_consent: consent, research_consent_at: since })
        .where('id', '=', currentPlayer(request).playerId)
        .execute();
      return { consent, since: since?.toISOString() ?? null };
    },
  );
};
