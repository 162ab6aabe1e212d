// `npm run reliability [-- --short]`: the server under faults, on loopback only, bounded in time.
// Bot players play verified circuits against the real server on a throwaway PostgreSQL while the run
// kills the server with SIGKILL and restarts it, and stops and restarts PostgreSQL. Every acknowledged
// (circuit, seq) is logged and checked against the tables afterwards; every unfinished circuit must be
// resumable; the running sums must equal a recomputation; the server must never exit on its own.
// Prints its figures as JSON (docs/reliability.md keeps the latest). Exit code 1 on any failure.
import { checkAcks, checkResumable, type CheckFigures } from './checks';
import { Load, pause } from './load';
import { freePort, PgCluster } from './pg-cluster';
import { ServerProcess } from './server-process';

const short = process.argv.includes('--short');
const plan = short
  ? { players: 6, warmSeconds: 8, kills: 1, dbRestarts: 1, betweenSeconds: 6, dbDownSeconds: 3, tailSeconds: 4 }
  : { players: 10, warmSeconds: 20, kills: 5, dbRestarts: 3, betweenSeconds: 10, dbDownSeconds: 5, tailSeconds: 10 };

const log = (message: string) => process.stderr.write(`[reliability] ${message}\n`);

const started = Date.now();
const cluster = await PgCluster.create();
log(`PostgreSQL on 127.0.0.1:${cluster.port}`);
const port = await freePort();
const server = new ServerProcess({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: cluster.url,
  WEB_DIST: '/nonexistent-web-dist',
  // One loopback address plays for every bot: no rate limits; no sweep during the run.
  RATE_LIMIT_PLAYERS: '0',
  RATE_LIMIT_CIRCUITS: '0',
  RATE_LIMIT_MOVES: '0',
  MAINTENANCE_INTERVAL_MINUTES: '0',
});
const baseUrl = `http://127.0.0.1:${port}`;
let exitCode = 0;
const timings = { serverRestartSeconds: [] as number[], dbRecoverySeconds: [] as number[] };
let serverAliveThroughDbRestarts = true;
try {
  await server.start();
  log(`server on ${baseUrl}; ${plan.players} players`);
  let running = true;
  const load = new Load(baseUrl, () => running);
  const loadDone = load.run(plan.players, 2026);

  await pause(plan.warmSeconds * 1000);
  for (let k = 0; k < plan.kills; k++) {
    log(`kill -9 the server (${k + 1}/${plan.kills}) with ${load.acks.length} moves acknowledged so far`);
    await server.kill9();
    const t = Date.now();
    await server.start();
    timings.serverRestartSeconds.push((Date.now() - t) / 1000);
    await pause(plan.betweenSeconds * 1000);
  }
  for (let r = 0; r < plan.dbRestarts; r++) {
    log(`stop PostgreSQL (${r + 1}/${plan.dbRestarts}) under load for ${plan.dbDownSeconds} s`);
    cluster.stop();
    await pause(plan.dbDownSeconds * 1000);
    if (!server.alive) serverAliveThroughDbRestarts = false;
    const down = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    log(`  while down, /api/health answers ${down}; the server process is ${server.alive ? 'alive' : 'GONE'}`);
    cluster.start();
    const t = Date.now();
    for (;;) {
      const status = await fetch(`${baseUrl}/api/health`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200 || Date.now() - t > 30_000) break;
      await pause(100);
    }
    timings.dbRecoverySeconds.push((Date.now() - t) / 1000);
    await pause(plan.betweenSeconds * 1000);
  }
  await pause(plan.tailSeconds * 1000);
  running = false;
  await loadDone;
  log(`load stopped: ${load.acks.length} moves acknowledged; checking`);

  const checks: CheckFigures = {
    acksChecked: 0,
    acksLost: 0,
    acksDifferent: 0,
    activeCircuits: 0,
    resumable: 0,
    aggregatesEqualRecomputation: false,
    problems: [],
  };
  await checkAcks(cluster.url, load.acks, checks);
  await checkResumable(baseUrl, load.players, checks);

  const figures = {
    mode: short ? 'short' : 'full',
    database: 'PostgreSQL (throwaway, loopback)',
    seconds: Math.round((Date.now() - started) / 1000),
    players: load.figures.players,
    circuits: {
      started: load.figures.circuitsStarted,
      finished: load.figures.circuitsFinished,
      abandoned: load.figures.circuitsAbandoned,
    },
    faults: { serverKill9: plan.kills, postgresRestarts: plan.dbRestarts },
    movesAcknowledged: load.acks.length,
    acksChecked: checks.acksChecked,
    acksLost: checks.acksLost,
    acksDifferent: checks.acksDifferent,
    unfinishedCircuits: checks.activeCircuits,
    resumable: checks.resumable,
    aggregatesEqualRecomputation: checks.aggregatesEqualRecomputation,
    serverUnexpectedExits: server.unexpectedExits,
    serverAliveThroughDbRestarts,
    answers: {
      noAnswerRetried: load.figures.retriedNoAnswer,
      status503: load.figures.status503,
      status429: load.figures.status429,
      resyncs: load.figures.resyncs,
    },
    serverRestartSeconds: timings.serverRestartSeconds,
    dbRecoverySeconds: timings.dbRecoverySeconds,
    problems: [...load.figures.unexpected, ...checks.problems].slice(0, 20),
  };
  console.log(JSON.stringify(figures, null, 2));
  const ok =
    checks.acksLost === 0 &&
    checks.acksDifferent === 0 &&
    checks.resumable === checks.activeCircuits &&
    checks.aggregatesEqualRecomputation &&
    server.unexpectedExits === 0 &&
    serverAliveThroughDbRestarts &&
    load.figures.unexpected.length === 0 &&
    checks.acksChecked > 0;
  log(ok ? 'PASS' : 'FAIL');
  if (!ok) exitCode = 1;
} catch (error) {
  log(`FAIL: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await server.stop().catch(() => undefined);
  cluster.destroy();
}
process.exit(exitCode);
