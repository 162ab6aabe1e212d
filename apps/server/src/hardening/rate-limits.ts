import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Which routes are limited, per client address, and by which setting. One table so a feature adds
 * its own row (e.g. login and password reset). Routes not listed are not limited.
 */
const LIMITED_ROUTES: Record<string, keyof Config['rateLimits']> = {
  'POST /api/players': 'players',
  'POST /api/circuits': 'circuits',
  'POST /api/circuits/:id/moves': 'moves',
};

const WINDOW_MS = 60_000;

/**
 * @fastify/rate-limit, per address (request.ip: TRUST_PROXY decides whose X-Forwarded-For counts)
 * and per group of routes, one-minute windows, in this process's memory: behind a load balancer with
 * N processes a client gets up to N times the limit. Over the limit: 429 with Retry-After.
 * Only the listed routes with a limit above 0 get the plugin's hook: the others (and all three when
 * the limits are off) pay nothing. As a global hook deciding per request, it was 3 % of a move's CPU
 * with every limit off (docs/performance.md).
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
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
