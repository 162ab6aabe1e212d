import { currentPlayer, requireSession } from '../auth/session';
import { ErrorBody, Mine, SessionErrorBody, SyncBody, Synced } from '@psi/contract';
import { ApiError } from '../http/api-error';
import { BearerAuth } from '../plugins/openapi';
import type { RoutePlugin } from '../app-context';
import { playerOfflineCircuits, syncedView, syncOfflineCircuit, type SyncInput } from './sync-circuit';

/** Offline circuits (offline play, docs/api.md): synced once, replayed from their seed, unverified. */
export const offlineSyncRoutes: RoutePlugin = async (app) => {
  const ctx = app.ctx;
  app.register(async (authed) => {
    authed.decorateRequest('player', null);
    authed.addHook('preHandler', requireSession(ctx));

    authed.post(
      '/api/offline-circuits',
      {
        schema: {
          tags: ['offline'],
          security: BearerAuth,
          body: SyncBody,
          summary:
            'Sync a finished offline circuit: replayed from its seed, stored as unverified, counted for the player only; a seed once, finished in the past, at most 50 a day',
          response: {
            200: Synced,
            201: Synced,
            400: ErrorBody,
            401: SessionErrorBody,
            409: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const result = await syncOfflineCircuit(
          ctx.db,
          currentPlayer(request).playerId,
          request.body as SyncInput,
          ctx.now(),
        );
        if (result.kind === 'invalid')
          throw new ApiError('bad_request', { error: 'invalid_offline_circuit', message: result.message });
        if (result.kind === 'conflict')
          throw new ApiError('conflict', { error: 'offline_circuit_conflict', message: result.message });
        if (result.kind === 'too_many')
          throw new ApiError(
            'rate_limited',
            { error: 'offline_sync_limit', message: result.message },
            { retryAfterSeconds: result.retryAfterSeconds },
          );
        return reply.code(result.kind === 'created' ? 201 : 200).send(syncedView(result.row));
      },
    );

    authed.get(
      '/api/offline-circuits/mine',
      {
        schema: {
          tags: ['offline'],
          security: BearerAuth,
          summary: "The player's synced offline circuits (unverified)",
          response: { 200: Mine, 401: SessionErrorBody },
        },
      },
      async (request) => playerOfflineCircuits(ctx.db, currentPlayer(request).playerId),
    );
  });
};
