import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { databaseStore } from './shared-request-counts';

/**
 * Which routes are limited, per client address, and by which setting. One table so a feature adds
 * its own row (e.g. login and password reset). Routes not listed are not limited.
 */
const LIMITED_ROUTES: Record<string, keyof Config['rateLimits']> = {
  'POST /api/players': 'players',
  'POST /api/circuits': 'circuits',
  'POST /api/circuits/:id/moves': 'moves',
};

export const WINDOW_MS = 60_000;

/**
 * @fastify/rate-limit, per address (request.ip: TRUST_PROXY decides whose X-Forwarded-For counts)
 * and per group of routes, one-minute windows. Over the limit: 429 with Retry-After.
 * On PostgreSQL the counts are in the database (shared-request-counts.ts), one upsert per counted
 * request, so N processes behind a load balancer share one limit instead of allowing N times it. On
 * PGlite, one process by construction, they stay in this process's memory, which costs no statement.
 * Only the listed routes with a limit above 0 get the plugin's hook: the others (and all three when
 * the limits are off) pay nothing. As a global hook deciding per request, it was 3 % of a move's CPU
 * with every limit off (docs/performance.md).
 */
export async function registerRateLimits(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const config = ctx.config;
  // Before the plugin's own onRoute hook (hooks run in the order added), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const group = methods.map((method) => LIMITED_ROUTES[`${method} ${route.url}`]).find(Boolean);
    const max = group === undefined ? 0 : config.rateLimits[group];
    if (max > 0)
      route.config = { ...route.config, rateLimit: { max, keyGenerator: (request) => `${group}|${request.ip}` } };
  });
  await app.register(rateLimit, {
    global: false,
    // After routing, so the limit is the route's.
    hook: 'onRequest',
    timeWindow: WINDOW_MS,
    ...(ctx.databaseKind === 'postgres' ? { store: databaseStore(ctx.db, ctx.now) } : {}),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(
          `Too many requests from your address: please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
        ),
        { statusCode: 429 },
      ),
  });
}
