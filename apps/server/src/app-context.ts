import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { CircuitCache } from './circuits/circuit-cache';
import { MoveBatcher } from './circuits/move-batch';
import { ArrivalWriter, type CircuitStarter, type PlayerWriter } from './players/arrival-writer';
import type { Config } from './config';
import type { DatabaseKind } from './db/database';
import type { Database } from './db/schema';
import { pooledRandomBytes } from './lib/random-pool';
import { SessionCache } from './players/session-cache';
import { WorldStatsCache } from './stats/world-stats-cache';

/**
 * The one context of an app instance, built once in app.ts and read by every plugin as `app.ctx`:
 * the configuration, the database, the clock, and this process's caches and move batcher.
 */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  /** Injectable so tests can move time (e.g. past SESSION_IDLE_MINUTES). */
  now: () => Date;
  /**
   * A verified circuit's 32 secret bytes: the CSPRNG, always, in the server. Injectable (buildApp's
   * options only, never a setting) so a statistical test can replay the same circuits on every run.
   */
  circuitSeed: () => Uint8Array;
  sessionIdleMinutes: number;
  /** A session ends this long after it was created, however active (accounts, docs/accounts.md). */
  sessionAbsoluteHours: number;
  scryptLog2N: number;
  /** Cookies get the Secure flag when the app is served over https. */
  secureCookies: boolean;
  sessions: SessionCache;
  circuits: CircuitCache;
  /** Group commit: saves the moves that arrive together in one statement. */
  moves: MoveBatcher;
  /** New players and their first sessions, group-committed with the starts (players/arrival-writer.ts). */
  newPlayers: PlayerWriter;
  /** Circuit starts of players with no unfinished circuit, in the same group commit as new players. */
  circuitStarts: CircuitStarter;
  /** GET /api/stats/world's serialised answer; dropped when this process finishes a circuit. */
  worldStats: WorldStatsCache;
}

export function createAppContext(
  config: Config,
  db: Kysely<Database>,
  databaseKind: DatabaseKind,
  now: () => Date,
  circuitSeed: () => Uint8Array = () => new Uint8Array(pooledRandomBytes(32)),
): AppContext {
  const arrivals = new ArrivalWriter(db);
  return {
    config,
    db,
    databaseKind,
    now,
    circuitSeed,
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionAbsoluteHours: config.sessionAbsoluteHours,
    scryptLog2N: config.scryptLog2N,
    secureCookies: config.publicUrl.startsWith('https:'),
    sessions: new SessionCache(),
    circuits: new CircuitCache(),
    moves: new MoveBatcher(db),
    newPlayers: arrivals.players,
    circuitStarts: arrivals.starts,
    worldStats: new WorldStatsCache(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one context (app.ts decorates the root instance before any plugin). */
    ctx: AppContext;
  }
}

/**
 * A feature's routes: a plugin that reads `app.ctx` and declares full paths (`/api/…`, or the
 * legacy `/backend/…`) with a TypeBox schema for its input and its responses. It lives here, not in
 * routes.ts, so that a feature never imports the list that imports it (an import cycle).
 */
export type RoutePlugin = FastifyPluginAsync;
