// Issue 33 item 5: 200 wrong-password logins from 10 addresses, and how fast a page answers meanwhile.
// Two server processes side by side on fresh PGlite databases, one with the password queue off
// (PASSWORD_HASH_CONCURRENCY=0: every scrypt at once, today's main) and one with it on (the default,
// the core count), flooded in turn for BENCH_FLOOD_ROUNDS rounds (default 3); the figures are the
// medians over rounds, measured in one run because this machine is shared and its speed drifts.
// The page is index.html from a throwaway web folder: served by @fastify/static through libuv's
// worker threads, the same threads scrypt holds. Before each flood, 50 pages with no flood give the
// same run's baseline (p50 and p99), so a slow shared machine shows as a slow baseline too; the load
// average is printed with every round.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealth } from './support/server-process';

const rounds = Number(process.env.BENCH_FLOOD_ROUNDS ?? 3);
const LOGINS = 200;
const ADDRESSES = 10;
const AT_ONCE = 50;

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function start(name: string, concurrency: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `psi-flood-${name}-`));
  const web = join(dataDir, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>Psi</title>${'<p>page</p>'.repeat(2000)}`);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: web,
      LOG_LEVEL: 'warn',
      // The flood comes from 10 addresses, named in X-Forwarded-For by "the proxy" on loopback.
      TRUST_PROXY: '127.0.0.1',
      PASSWORD_HASH_CONCURRENCY: concurrency,
      MAINTENANCE_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server logs (warnings and worse) to stdout: kept, to say why it ended if it does.
  let log = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<string>((resolve) =>
    server.once('exit', (code, signal) => resolve(`exit code ${code}, signal ${signal}`)),
  );
  const url = `http://127.0.0.1:${port}`;
  // PGlite's first start (migrations) is slow on a busy machine.
  await waitForHealth(url, 600_000);
  return { name, url, server, dataDir, exited, log: () => log };
}

/** Stops the run with the reason when a server has ended (its figures would be refused connections). */
function assertRunning(s: Awaited<ReturnType<typeof start>>, when: string): void {
  if (s.server.exitCode === null && s.server.signalCode === null) return;
  throw new Error(
    `the ${s.name} server ended ${when} (exit code ${s.server.exitCode}, signal ${s.server.signalCode}); its last log:\n${s.log()}`,
  );
}

/** Pages that failed outright (a reset or closed connection) in this process. */
let pageErrors = 0;

/**
 * The time to fetch the page whole. A failed fetch counts its time until the failure and is counted
 * in `pageErrors`: the run goes on (it used to end the benchmark with no figures).
 */
async function timedPage(url: string): Promise<number> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${url}/user-profile`);
    await res.arrayBuffer();
    if (!res.ok) pageErrors++;
  } catch {
    pageErrors++;
  }
  return performance.now() - t0;
}

/** Floods `url` with wrong logins while fetching a page in a loop; page latencies and answer counts. */
async function flood(url: string, round: number) {
  const pages: number[] = [];
  const codes: Record<string, number> = {};
  const errorsBefore = pageErrors;
  let next = 0;
  const t0 = performance.now();
  const loginWorker = async () => {
    while (next < LOGINS) {
      const i = next++;
      const res = await fetch(`${url}/api/account/login`, {
        method: 'POST',
        // Ten new addresses each round: the login limit (50 per address per 15 min) would otherwise
        // answer round 3's last attempts 429 without hashing, which is not a flood of scrypt.
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.${100 + round}.${1 + (i % ADDRESSES)}`,
        },
        body: JSON.stringify({ email: `flood-${round}-${i}@example.org`, password: 'wrong password' }),
      }).catch(() => null);
      const code = res === null ? 'network' : String(res.status);
      codes[code] = (codes[code] ?? 0) + 1;
      await res?.arrayBuffer();
    }
  };
  let flooding = true;
  const pageWorker = async () => {
    while (flooding) {
      pages.push(await timedPage(url));
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const pager = pageWorker();
  await Promise.all(Array.from({ length: AT_ONCE }, loginWorker));
  const floodMs = performance.now() - t0;
  flooding = false;
  await pager;
  pages.sort((a, b) => a - b);
  return {
    floodMs,
    p50: percentile(pages, 0.5),
    p99: percentile(pages, 0.99),
    samples: pages.length,
    failedPages: pageErrors - errorsBefore,
    codes,
  };
}

// '' is an unset variable to the server (config.ts): the queue at its default, the core count.
const servers = [await start('unbounded', '0'), await start('queued', '')];
try {
  for (const s of servers) for (let i = 0; i < 20; i++) await timedPage(s.url); // warm-up
  type Round = Awaited<ReturnType<typeof flood>> & { quietP50: number; quietP99: number };
  const results: Record<string, Round[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const s of servers) {
      assertRunning(s, `before round ${round + 1}`);
      const quiet: number[] = [];
      for (let i = 0; i < 50; i++) {
        quiet.push(await timedPage(s.url));
        await new Promise((r) => setTimeout(r, 20));
      }
      quiet.sort((a, b) => a - b);
      const r = { ...(await flood(s.url, round)), quietP50: percentile(quiet, 0.5), quietP99: percentile(quiet, 0.99) };
      assertRunning(s, `during round ${round + 1}`);
      (results[s.name] ??= []).push(r);
      process.stdout.write(
        `round ${round + 1} ${s.name} (load average ${loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}): no flood page p50 ${r.quietP50.toFixed(1)} ms, p99 ${r.quietP99.toFixed(1)} ms; ` +
          `flood ${(r.floodMs / 1000).toFixed(2)} s, page p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms ` +
          `(${r.samples} pages, ${r.failedPages} failed), logins answered ${JSON.stringify(r.codes)}\n`,
      );
    }
  }
  for (const [name, rs] of Object.entries(results)) {
    process.stdout.write(
      `${name}: median over ${rs.length} rounds: flood ${(median(rs.map((r) => r.floodMs)) / 1000).toFixed(2)} s, ` +
        `page p50 ${median(rs.map((r) => r.p50)).toFixed(1)} ms, page p99 ${median(rs.map((r) => r.p99)).toFixed(1)} ms ` +
        `(no flood: p50 ${median(rs.map((r) => r.quietP50)).toFixed(1)} ms, p99 ${median(rs.map((r) => r.quietP99)).toFixed(1)} ms)\n`,
    );
  }
} finally {
  for (const s of servers) {
    // A server that already ended fires no second 'exit': wait on the promise taken at start.
    s.server.kill('SIGTERM');
    await s.exited;
    rmSync(s.dataDir, { recursive: true, force: true });
  }
}
