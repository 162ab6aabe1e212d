import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminHallOfFameList,
  AdminHideBody,
  AdminHideParams,
  ErrorBody,
  FieldErrorBody,
  HallOfFameBody,
  HallOfFameQuery,
  HallOfFameSetting,
  HallOfFameSettingBody,
} from '@psi/contract';
import { displayNameError, normalDisplayName } from '@psi/contract/hall-of-fame-fields';
import type { RoutePlugin } from '../app-context';
import { currentAccount, requireAccount } from '../auth/account-guards';
import { currentAdmin, requireAdmin } from '../auth/admin-guard';
import { ApiError, invalidFields } from '../http/api-error';
import { BearerAuth } from '../plugins/openapi';
import { listNames, readSetting, setHidden, writeSetting } from './name-store';
import type { Period } from './period';
import { hallOfFame } from './ranking';
import { responseCache } from './response-cache';

const NAME_TAKEN = {
  error: 'name_taken',
  message: 'Please correct the fields marked.',
  fields: { displayName: 'Another player already shows this name: please choose another.' },
} as const;

/** The hall of fame (issue 37): the public list, a player's opt-in, and an admin's hiding of a name. */
export const hallOfFameRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const cache = responseCache<Period, Awaited<ReturnType<typeof hallOfFame>>>();

  app.get(
    '/api/hall-of-fame',
    {
      schema: {
        tags: ['hall of fame'],
        summary: 'Opted-in players ranked by mean main score over a period, with the chance band of as many guessers',
        querystring: HallOfFameQuery,
        response: { 200: HallOfFameBody, 400: ErrorBody },
      },
    },
    async (request) => {
      const period = request.query.period ?? 'month';
      const now = ctx.now();
      return cache.get(period, now, () => hallOfFame(ctx.db, period, now));
    },
  );

  // The player's own setting: an account only (an anonymous player has no name to show).
  await app.register(async (scope) => {
    const player = scope.withTypeProvider<TypeBoxTypeProvider>();
    player.decorateRequest('account', null);
    player.decorateRequest('player', null);
    player.addHook('preHandler', requireAccount(ctx));
    const common = { tags: ['accounts'], security: BearerAuth };

    player.get(
      '/api/account/hall-of-fame',
      {
        schema: {
          ...common,
          summary: 'Whether I am shown in the hall of fame, and under which name',
          response: { 200: HallOfFameSetting, 401: ErrorBody },
        },
      },
      async (request) => readSetting(ctx.db, currentAccount(request).id),
    );

    player.put(
      '/api/account/hall-of-fame',
      {
        bodyLimit: 1024,
        schema: {
          ...common,
          summary: 'Opt in to the hall of fame with a display name, or out',
          body: HallOfFameSettingBody,
          response: {
            200: HallOfFameSetting,
            400: FieldErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            409: FieldErrorBody,
          },
        },
      },
      async (request) => {
        const { optIn } = request.body;
        const displayName = normalDisplayName(request.body.displayName);
        // Opting out may leave the name empty (the stored one is kept); anything sent is checked.
        const problem = optIn || displayName !== '' ? displayNameError(displayName) : undefined;
        if (problem) throw invalidFields({ displayName: problem });
        const saved = await writeSetting(ctx.db, currentAccount(request).id, optIn, displayName, ctx.now());
        if (saved === 'name-taken') throw new ApiError('conflict', NAME_TAKEN);
        cache.clear();
        return saved;
      },
    );
  });

  // Moderation, in the operator console: admins only (auth/admin-guard.ts).
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    admin.decorateRequest('account', null);
    admin.decorateRequest('player', null);
    admin.addHook('preHandler', requireAdmin(ctx));
    const common = { tags: ['admin'], security: BearerAuth };
    const denied = { 401: ErrorBody, 403: ErrorBody };

    admin.get(
      '/api/admin/hall-of-fame',
      {
        schema: {
          ...common,
          summary: 'Every display name chosen for the hall of fame, newest change first',
          response: { 200: AdminHallOfFameList, ...denied },
        },
      },
      async () => ({ names: await listNames(ctx.db) }),
    );

    admin.post(
      '/api/admin/hall-of-fame/:playerId/hide',
      {
        bodyLimit: 1024,
        schema: {
          ...common,
          summary: "Hide a player's display name from the hall of fame (hidden: true), or show it again",
          params: AdminHideParams,
          body: AdminHideBody,
          response: { 200: AdminHallOfFameList, 400: ErrorBody, 404: ErrorBody, ...denied },
        },
      },
      async (request) => {
        const found = await setHidden(
          ctx.db,
          request.params.playerId,
          request.body.hidden,
          currentAdmin(request).name,
          ctx.now(),
        );
        if (!found)
          throw new ApiError('not_found', {
            error: 'not_found',
            message: 'This player has not chosen a hall of fame name.',
          });
        cache.clear();
        return { names: await listNames(ctx.db) };
      },
    );
  });
};
