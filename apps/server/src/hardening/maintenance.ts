import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export type MaintenanceTask = (ctx: AppContext, now: Date) => Promise<Record<string, number>>;

/**
 * Runs the maintenance tasks every MAINTENANCE_INTERVAL_MINUTES (first run one interval after start),
 * one sweep at a time, logging what each did. A failed sweep is logged and retried next time; it
 * never stops the server. Several processes on one PostgreSQL may sweep at once: every task is a
 * set of idempotent statements.
 */
export function scheduleMaintenance(
  app: FastifyInstance,
  ctx: AppContext,
  minutes: number,
  tasks: Record<string, MaintenanceTask>,
): void {
  if (minutes === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runMaintenance(ctx, tasks)
      .then((done) => app.log.info({ maintenance: done }, 'maintenance sweep done'))
      .catch((error: unknown) => app.log.error({ err: error }, 'maintenance sweep failed'))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function runMaintenance(
  ctx: AppContext,
  tasks: Record<string, MaintenanceTask>,
): Promise<Record<string, Record<string, number>>> {
  const done: Record<string, Record<string, number>> = {};
  for (const [name, task] of Object.entries(tasks)) done[name] = await task(ctx, ctx.now());
  return done;
}
