import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

function limitOf(request: FastifyRequest, config: Config): { group: string; max: number } | null {
  const group = LIMITED_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
  if (group === undefined) return null;
  const max = config.rateLimits[group];
  return max > 0 ? { group, max } : null;
}

/**
 * @fastify/rate-limit, per address (request.ip: TRUST_PROXY decides whose X-Forwarded-For counts)
 * and per group of routes, one-minute windows, in this process's memory: behind a load balancer with
 * N processes a client gets up to N times the limit. Over the limit: 429 with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    // After routing, so routeOptions.url names the route.
    hook: 'onRequest',
    timeWindow: WINDOW_MS,
    max: (request) => limitOf(request, config)?.max ?? Number.MAX_SAFE_INTEGER,
    allowList: (request) => limitOf(request, config) === null,
    keyGenerator: (request) => `${limitOf(request, config)?.group ?? 'none'}|${request.ip}`,
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
