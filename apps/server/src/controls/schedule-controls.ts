import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { playControlCircuit } from './play-control';

const DAY_MS = 86_400_000;
/** The longest wait between two looks, so a restart or a missed tick is caught up soon. */
const MAX_TICK_MS = 15 * 60_000;

/**
 * How many control circuits are due now: `perDay` spread evenly over the UTC day (the first at
 * midnight), less those already played today. Counted from the database, so several API processes
 * on one PostgreSQL play about `perDay` between them, not `perDay` each.
 */
export function controlsDue(perDay: number, now: Date, playedToday: number): number {
  if (perDay <= 0) return 0;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const byNow = Math.min(perDay, Math.floor((perDay * (now.getTime() - midnight)) / DAY_MS) + 1);
  return Math.max(0, byNow - playedToday);
}

/** Plays the control circuits due now (none when perDay is 0); returns how many it played. */
export async function runControls(ctx: AppContext, perDay: number): Promise<number> {
  if (perDay <= 0) return 0;
  const now = ctx.now();
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from circuits
    where control and created_at >= ${midnight}`.execute(ctx.db);
  const due = controlsDue(perDay, now, rows[0]?.n ?? 0);
  for (let i = 0; i < due; i++) await playControlCircuit(ctx);
  return due;
}

/**
 * The control circuits' job, beside the maintenance sweep (hardening/maintenance.ts): looks every
 * day/perDay (at most 15 minutes apart), one run at a time; a failure is logged and tried again at
 * the next look. CONTROL_CIRCUITS_PER_DAY=0 schedules nothing.
 */
export function scheduleControls(app: FastifyInstance, ctx: AppContext, perDay: number): void {
  if (perDay <= 0) return;
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      void runControls(ctx, perDay)
        .then((played) => played > 0 && app.log.info({ controls: played }, 'control circuits played'))
        .catch((error: unknown) => app.log.error({ err: error }, 'control circuits failed'))
        .finally(() => {
          running = false;
        });
    },
    Math.min(MAX_TICK_MS, Math.floor(DAY_MS / perDay)),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
