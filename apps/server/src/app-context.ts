import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DatabaseKind } from './db/database';
import type { Database } from './db/schema';

/** What every route plugin receives as `{ ctx }`: the database, the configuration and a clock. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  /** Injectable so tests can move time (e.g. past SESSION_IDLE_MINUTES). */
  now: () => Date;
  sessionIdleMinutes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The same object the route plugins get as `{ ctx }`. */
    ctx: AppContext;
    db: Kysely<Database>;
  }
}

/**
 * A feature's routes: a plugin that receives `{ ctx }` and declares full paths (`/api/…`, or the
 * legacy `/backend/…`) with a TypeBox schema for its input and its responses. It lives here, not in
 * routes.ts, so that a feature never imports the list that imports it (an import cycle).
 */
export type RoutePlugin = FastifyPluginAsync<{ ctx: AppContext }>;
