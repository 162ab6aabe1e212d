import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context';
import { healthRoutes } from './health/health-routes';
import { circuitRoutes } from './circuits/routes';
import { legacyRoutes } from './legacy/routes';
import { playerRoutes } from './players/routes';
import { statsRoutes } from './stats/routes';
import { offlineSyncRoutes } from './offline-sync/routes';

/**
 * A feature's routes: a plugin that receives `{ ctx }` and declares full paths (`/api/…`, or the
 * legacy `/backend/…`) with a TypeBox schema for its input and its responses.
 */
export type RoutePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

// To add a feature: import its plugin and append it. Order does not matter.
export const routePlugins: RoutePlugin[] = [
  healthRoutes,
  playerRoutes, circuitRoutes, statsRoutes, legacyRoutes,
  offlineSyncRoutes,
];
