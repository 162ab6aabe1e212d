// Server figures for docs/performance.md ("Server"): the bot (apps/server/src/cli) as load generator
// against a real server process on a fresh database. Prints circuits/s and the move latency
// percentiles seen by the bot. PGlite by default; under scripts/with-postgres.sh, PostgreSQL.
// BENCH_SERVER_CIRCUITS (default 200) and BENCH_SERVER_CONCURRENCY (default 8) size the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchClient } from '../apps/server/src/cli/http-client';
import { runBot } from '../apps/server/src/cli/run-bot';
import { freePort, waitForHealth } from './support/server-process';

const circuits = Number(process.env.BENCH_SERVER_CIRCUITS ?? 200);
const concurrency = Number(process.env.BENCH_SERVER_CONCURRENCY ?? 8);

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'psi-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'info',
    // A load test from one address: no rate limits.
    RATE_LIMIT_PLAYERS: '0',
    RATE_LIMIT_CIRCUITS: '0',
    RATE_LIMIT_MOVES: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(url);
  // A short warm-up so JIT and the database's first pages are not in the figures.
  await runBot(fetchClient(url), { circuits: Math.min(20, circuits), concurrency, seed: 99 });
  const cpu0 = process.cpuUsage();
  const result = await runBot(fetchClient(url), { circuits, concurrency, seed: 1 });
  const botCpu = process.cpuUsage(cpu0);
  const ms = [...result.moveMs].sort((a, b) => a - b);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(
    `server load (${database}, ${circuits} circuits, concurrency ${concurrency}): ` +
      `${(circuits / result.seconds).toFixed(1)} circuits/s, ${(ms.length / result.seconds).toFixed(0)} moves/s, ` +
      `move p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, ` +
      `${(ms.length / circuits).toFixed(1)} moves per circuit, failures ${result.failures}, ` +
      `bot CPU ${((botCpu.user + botCpu.system) / 1e6).toFixed(1)} s of ${result.seconds} s\n`,
  );
  if (result.failures > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
