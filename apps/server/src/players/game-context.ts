import type { AppContext } from '../app-context';
import { CircuitCache } from '../circuits/circuit-cache';
import { MoveBatcher } from '../circuits/move-batch';
import type { GameDb } from './db';
import { WorldStatsCache } from '../stats/world-stats-cache';
import { SessionCache } from './session-cache';

/** What the player, circuit, stats and legacy routes need: the app's database and clock, and its caches. */
export interface GameContext {
  db: GameDb;
  /** Injectable so tests can move time past the idle expiry. */
  now: () => Date;
  sessionIdleMinutes: number;
  /** A session ends this long after it was created, however active (accounts, docs/accounts.md). */
  sessionAbsoluteHours: number;
  sessions: SessionCache;
  circuits: CircuitCache;
  /** Group commit: saves the moves that arrive together in one statement. */
  moves: MoveBatcher;
  /** GET /api/stats/world's serialised answer; dropped when this process finishes a circuit. */
  worldStats: WorldStatsCache;
}

// One GameContext per app instance, shared by the four route plugins (tests build many apps).
const contexts = new WeakMap<AppContext, GameContext>();

export function gameContext(ctx: AppContext): GameContext {
  let game = contexts.get(ctx);
  if (!game) {
    game = {
      db: ctx.db,
      now: () => ctx.now(),
      sessionIdleMinutes: ctx.sessionIdleMinutes,
      sessionAbsoluteHours: ctx.config.sessionAbsoluteHours,
      sessions: new SessionCache(),
      circuits: new CircuitCache(),
      moves: new MoveBatcher(ctx.db),
      worldStats: new WorldStatsCache(),
    };
    contexts.set(ctx, game);
  }
  return game;
}
