// Where the benchmark's processes may run: all on every core (the machine shared, as the issue's
// table was measured), or the load generator on a core of its own and the servers with PostgreSQL on
// the others, which is how a load test is run when a second machine is at hand. On this two-core
// machine kind the generator's work per answer differs by route (a move costs autocannon twice what an
// INSERT does), so only the second layout charges each route its own server's cost alone.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export type Layout = 'shared' | 'split';

const cores = availableParallelism();
const taskset = spawnSync('taskset', ['--version']).status === 0;

/** Whether the machine can give the load generator a core of its own (two cores or more, and taskset). */
export const canSplit = cores >= 2 && taskset;

/**
 * Sets the CPU affinity of every thread of `client` (this process: autocannon runs in it) and of
 * `servers` (the API processes, PostgreSQL's postmaster and its children: backends forked later
 * inherit the postmaster's) for `layout`. One shell for all of them, outside the measured windows.
 */
export function applyLayout(layout: Layout, client: number, servers: number[]): void {
  if (!canSplit) throw new Error('cpu layout: needs two cores and taskset');
  const all = `0-${cores - 1}`;
  const clientCores = layout === 'split' ? '0' : all;
  const serverCores = layout === 'split' ? (cores === 2 ? '1' : `1-${cores - 1}`) : all;
  // A process may end between the listing and the call (a pool closing a backend): ignore that one.
  const script = [
    `taskset -a -p -c ${clientCores} ${client} >/dev/null`,
    ...servers.map((pid) => `taskset -a -p -c ${serverCores} ${pid} >/dev/null 2>&1 || true`),
  ].join('\n');
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`cpu layout ${layout}: ${run.stderr}`);
}
