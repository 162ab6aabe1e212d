import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { closeIdleCircuits, countUncountedAbandoned } from '../circuits/abandon';
import { scheduleMaintenance } from './maintenance';
import { scheduleControls } from '../controls/schedule-controls';
import { prunePlayers } from '../players/prune-players';
import { registerRateLimits, WINDOW_MS } from './rate-limits';
import { sweepAttemptWindows } from '../accounts/rate-limit';
import { sweepRequestCounts } from './shared-request-counts';
import { registerSecurityHeaders } from './security-headers';
import { registerStorableText } from './storable-text';
import { sequenceLog } from '../transparency/sequencer';
import { loadLogKey } from '../transparency/signing-key';

/**
 * The protections of docs/security.md, registered before the route plugins so they cover every route: security
 * headers, rate limits, text PostgreSQL cannot store, and the maintenance sweep. docs/security.md.
 */
export async function registerHardening(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerSecurityHeaders(app, ctx.config.webDist);
  await registerRateLimits(app, ctx);
  registerStorableText(app);
  scheduleMaintenance(app, ctx, ctx.config.maintenanceIntervalMinutes, {
    // Circuits first: a timed-out circuit keeps its player from being pruned.
    timedOut: async (g, now) => ({
      circuits: await closeIdleCircuits(g.db, now, g.sessionIdleMinutes, (id) => g.circuits.delete(id)),
    }),
    uncounted: async (g) => ({ circuits: await countUncountedAbandoned(g.db) }),
    prune: (g, now) => prunePlayers(g.db, now, g.sessionIdleMinutes),
    // A signed head at least once a sweep, even when no one reads the log (docs/transparency.md).
    // Counters whose window has ended (shared-request-counts.ts, accounts/rate-limit.ts).
    rateLimits: async (g, now) => ({
      requestCounts: await sweepRequestCounts(g.db, WINDOW_MS, now),
      attemptWindows: await sweepAttemptWindows(g.db, now),
    }),
    transparency: async (g) => ({ treeSize: (await sequenceLog(g.db, await loadLogKey(g.db), g.now)).treeSize }),
  });
  // The random guesser's control circuits (issue 36): a scheduled job like the sweep.
  scheduleControls(app, ctx, ctx.config.controlCircuitsPerDay);
}
