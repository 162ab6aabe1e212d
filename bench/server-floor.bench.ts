// `npm run bench -- server-floor`: what the API's routes cost against the floors of this machine, in
// one run with the variants interleaved (docs/performance.md, "Server floor"). Rows: a bare Fastify GET,
// the same with Fastify's request logging at info, a bare route doing one INSERT on PostgreSQL, the
// verified move on PostgreSQL (10 and 50 connections) and on PGlite, GET /api/stats/world, and a new
// player + circuit start (pairs/s); the bare INSERT also at 50 connections, the 50-connection move's
// load. Every server is its own process; autocannon runs here.
// Each round runs every variant for BENCH_FLOOR_SECONDS (default 5) in turn; BENCH_FLOOR_ROUNDS (default 3)
// rounds; the figures are medians over rounds. Load average is printed per round, as other work on a
// shared machine moves every figure; the ratios within one run are what to compare. CPU per request:
// the server process's and this cluster's PostgreSQL processes' CPU time (/proc) over the answers.
// Each round also prints the share of CPU time the host stole (a virtual machine's noisy neighbours),
// and each row the share of the machine's CPU left idle during its windows (what the load did not use)
// and the context switches of the API process and PostgreSQL per answer (/proc/<pid>/status).
// The verdict lines compare the move with the bare INSERT (10 connections, shared and split cores; and
// 50 connections): their medians, their ratio within each round (run one after the other, so each ratio
// sees one machine state) with their geometric mean and its 95 % interval (support/paired-ratio.ts:
// whether the gap is beyond the rounds' noise), and the server's CPU and context switches per request.
// BENCH_FLOOR_COMPARE=<path to another checkout's apps/server/src/main.ts> adds that server's PostgreSQL
// rows, interleaved too (before/after figures from one run); BENCH_FLOOR_COMPARE_ENV=NAME=value,… sets
// environment variables of that server only (e.g. to compare a setting).
// Rows ending "load generator on its own core" run the same loads with autocannon (this process) on
// one core and the servers with PostgreSQL on the others (bench/support/cpu-layout.ts): how a load test
// runs with a second machine for the generator. The other rows share every core, as the table did.
// Without DATABASE_URL it runs itself under scripts/with-postgres.sh (a throwaway cluster).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyLayout, canSplit, type Layout } from './support/cpu-layout';
import { load, type LoadResult } from './support/load';
import { moveRequests, pairRequests, prepareCircuits } from './support/move-load';
import { circuitsToPrepare } from './support/prepare-count';
import { pairedRatio, ratioVerdict } from './support/paired-ratio';
import { freePort, waitForHealth } from './support/server-process';

if (!process.env.DATABASE_URL) {
  const self = fileURLToPath(import.meta.url);
  const run = spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', self], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
const databaseUrl = process.env.DATABASE_URL;
const seconds = Number(process.env.BENCH_FLOOR_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_FLOOR_ROUNDS ?? 3);
const compare = process.env.BENCH_FLOOR_COMPARE ? resolve(process.env.BENCH_FLOOR_COMPARE) : null;

const children: ChildProcess[] = [];
const folders: string[] = [];
/** /proc/<pid>/stat's fields after the command name (field 3 is index 0); null once the process is gone. */
function stat(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/**
 * Context switches of a process so far, voluntary and not (/proc/<pid>/status): each is a wake-up or a
 * preemption, which on this machine kind's virtual CPUs costs more than most of a request's JavaScript
 * (docs/performance.md, "Server floor"). 0 once the process is gone.
 */
function contextSwitches(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return [...status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)$/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process used so far, from /proc (Linux; clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = stat(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/**
 * The machine's CPU ticks so far, all and stolen (/proc/stat's first line; steal is the 8th figure):
 * on a virtual machine, time the host gave to other guests. A round with much of it stolen measured a
 * slower machine than its neighbours, whatever the load average says.
 */
function machineTicks(): { all: number; steal: number; idle: number } {
  const figures = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // idle and iowait (4th and 5th figures): time no process of this machine wanted a core.
  return {
    all: figures.reduce((a, b) => a + b, 0),
    steal: figures[7] ?? 0,
    idle: (figures[3] ?? 0) + (figures[4] ?? 0),
  };
}

let postmaster = 0;
/**
 * CPU seconds of this cluster's PostgreSQL so far: the postmaster's own and its finished children's
 * (cutime, cstime: backends the pools closed), plus every live child's (backends, WAL writer, …).
 */
function postgresCpu(): number {
  const fields = stat(postmaster);
  if (!fields) return 0;
  let total = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  for (const child of postgresChildren().values()) total += (Number(child[11]) + Number(child[12])) / 100;
  return total;
}

/**
 * Context switches of the postmaster and each of its live children so far, by pid. A window's count is
 * the growth of every process alive at its end (a backend forked during it counts whole); one that ended
 * within the window is left out, as its count went with it.
 */
function postgresSwitches(): Map<number, number> {
  const counts = new Map([[postmaster, contextSwitches(postmaster)]]);
  for (const pid of postgresChildren().keys()) counts.set(pid, contextSwitches(pid));
  return counts;
}

function switchesSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, count] of postgresSwitches()) total += count - (before.get(pid) ?? 0);
  return total;
}

/** The /proc stat fields of every live child of the postmaster (backends, WAL writer, …), by pid. */
function postgresChildren(): Map<number, string[]> {
  const children = new Map<number, string[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child && Number(child[1]) === postmaster) children.set(Number(entry), child);
  }
  return children;
}

let layoutNow: Layout = 'shared';
/** Puts this process (the load generator), the servers and PostgreSQL where `layout` says. */
function useLayout(layout: Layout): void {
  if (layout === layoutNow) return;
  applyLayout(layout, process.pid, [...pidOf.values(), postmaster, ...postgresChildren().keys()]);
  layoutNow = layout;
}

async function findPostmaster(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  // Read the backend's parent while the connection (and so the backend process) is still open.
  const parent = Number(stat(rows[0]!.pid)![1]);
  await client.end();
  return parent;
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** A database of its own on the cluster, so every server starts from empty tables. */
async function database(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const pidOf = new Map<string, number>();

async function floorServer(mode: string, url?: string): Promise<string> {
  const port = await freePort();
  const child = start(['bench/support/floor-server.ts', mode, String(port), ...(url ? [url] : [])], {});
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${base}/bare`).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`floor server ${mode} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  pidOf.set(base, child.pid!);
  return base;
}

async function apiServer(main: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'psi-floor-'));
  folders.push(dataDir);
  const child = start([main], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'info',
    // The per-address limits (docs/security.md) would refuse one machine's load: 0 turns them off.
    RATE_LIMIT_PLAYERS: '0',
    RATE_LIMIT_CIRCUITS: '0',
    RATE_LIMIT_MOVES: '0',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  // PGlite starts with initdb and the migrations: minutes when the machine is shared.
  await waitForHealth(base, 600_000);
  pidOf.set(base, child.pid!);
  return base;
}

/** A load: `prepare` (not measured) makes what `run` needs, e.g. players with started circuits. */
interface Variant {
  name: string;
  server: string;
  /** Where the processes run during it: every core shared unless said. */
  layout?: Layout;
  prepare?: (duration: number) => Promise<unknown>;
  run: (duration: number, prepared: unknown) => Promise<LoadResult>;
}
interface Measured extends LoadResult {
  /** Share of the machine's CPU time left idle during the window: what the load did not use. */
  idlePercent: number;
  nodeMs: number;
  postgresMs: number;
  clientMs: number;
  /** Context switches of the API process and PostgreSQL per answer: the wake-ups serving it took. */
  serverSwitches: number;
}
const results = new Map<string, Measured[]>();

/** Runs a variant and charges the CPU its server process and PostgreSQL used to its answers. */
async function measure(variant: Variant, duration: number): Promise<Measured> {
  const prepared = await variant.prepare?.(duration);
  useLayout(variant.layout ?? 'shared');
  const pid = pidOf.get(variant.server)!;
  const node0 = cpuSeconds(pid);
  const pg0 = postgresCpu();
  const node0Switches = contextSwitches(pid);
  const pg0Switches = postgresSwitches();
  const client0 = process.cpuUsage();
  const ticks0 = machineTicks();
  const result = await variant.run(duration, prepared);
  const ticks = machineTicks();
  const client = process.cpuUsage(client0);
  const idlePercent = (100 * (ticks.idle - ticks0.idle)) / Math.max(1, ticks.all - ticks0.all);
  const nodeMs = ((cpuSeconds(pid) - node0) * 1000) / Math.max(1, result.count);
  const postgresMs = ((postgresCpu() - pg0) * 1000) / Math.max(1, result.count);
  const clientMs = (client.user + client.system) / 1000 / Math.max(1, result.count);
  const serverSwitches =
    (contextSwitches(pid) - node0Switches + switchesSince(pg0Switches)) / Math.max(1, result.count);
  return { ...result, idlePercent, nodeMs, postgresMs, clientMs, serverSwitches };
}
const connections = 10;
const OWN_CORE = ', load generator on its own core';
const INSERT_ROW = 'bare route doing one INSERT, PostgreSQL';
const FIFTY = ', 50 connections';
/** Moves refused per row and measured round because its prepared circuits ran out (0 when they lasted). */
const refusals = new Map<string, number[]>();
/** The refusals of each row's last run, read by the measured rounds (the warm-up's are not counted). */
const lastRefused = new Map<string, number>();

function moveVariant(name: string, url: string, conns: number, layout: Layout = 'shared'): Variant {
  // The fastest rate this row reached so far, warm-up included: each window prepares for twice that.
  let fastest = 0;
  return {
    name,
    server: url,
    layout,
    prepare: (duration) => prepareCircuits(url, circuitsToPrepare(duration, conns, fastest)),
    run: async (duration, prepared) => {
      const stats = { exhausted: 0 };
      const result = await load({
        url,
        connections: conns,
        duration,
        requests: moveRequests(prepared as Awaited<ReturnType<typeof prepareCircuits>>, conns, stats),
      });
      fastest = Math.max(fastest, result.rps);
      if (stats.exhausted > 0)
        process.stderr.write(`${name}: ran out of prepared circuits (${stats.exhausted} moves refused)\n`);
      lastRefused.set(name, stats.exhausted);
      return result;
    },
  };
}

function insertVariant(name: string, server: string, layout: Layout, conns = connections): Variant {
  return {
    name,
    server,
    layout,
    run: (duration) =>
      load({
        url: `${server}/insert`,
        connections: conns,
        duration,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seq: 3, step: 'ready-set-go', move: { pick: 2 } }),
      }),
  };
}

/** New players, each with their first circuit: two requests a pair. */
function pairsVariant(name: string, server: string, layout: Layout): Variant {
  return {
    name,
    server,
    layout,
    run: (duration) => load({ url: server, connections, duration, requests: pairRequests() }, 2),
  };
}

function variants(urls: Record<string, string>, label: string): Variant[] {
  return [
    moveVariant(`verified move, PostgreSQL${label}`, urls.pg!, connections),
    moveVariant(`verified move, PostgreSQL${FIFTY}${label}`, urls.pg!, 50),
    ...(canSplit ? [moveVariant(`verified move, PostgreSQL${OWN_CORE}${label}`, urls.pg!, connections, 'split')] : []),
    {
      name: `GET /api/stats/world, PostgreSQL${label}`,
      server: urls.pg!,
      run: (duration) => load({ url: `${urls.pg!}/api/stats/world`, connections, duration }),
    },
    pairsVariant(`new player + circuit start, PostgreSQL (pairs)${label}`, urls.pg!, 'shared'),
    ...(canSplit
      ? [pairsVariant(`new player + circuit start, PostgreSQL (pairs)${OWN_CORE}${label}`, urls.pg!, 'split')]
      : []),
  ];
}

try {
  const here = 'apps/server/src/main.ts';
  const bare = await floorServer('bare');
  const bareLog = await floorServer('bare-log');
  const insert = await floorServer('insert', await database('psi_floor_insert'));
  const pgUrl = await apiServer(here, { DATABASE_URL: await database('psi_floor_api') });
  const pgliteUrl = await apiServer(here, { DATABASE_URL: '' });
  const list: Variant[] = [
    { name: 'bare Fastify GET', server: bare, run: (duration) => load({ url: `${bare}/bare`, connections, duration }) },
    {
      name: 'same with request logging at info',
      server: bareLog,
      run: (duration) => load({ url: `${bareLog}/bare`, connections, duration }),
    },
    insertVariant(INSERT_ROW, insert, 'shared'),
    // The same bare route under the 50-connection move's load (its pool of 10 queues the rest).
    insertVariant(`${INSERT_ROW}${FIFTY}`, insert, 'shared', 50),
    ...(canSplit ? [insertVariant(`${INSERT_ROW}${OWN_CORE}`, insert, 'split')] : []),
    ...variants({ pg: pgUrl }, ''),
    moveVariant('verified move, PGlite', pgliteUrl, connections),
  ];
  if (compare) {
    const extra = Object.fromEntries(
      (process.env.BENCH_FLOOR_COMPARE_ENV ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
    const otherUrl = await apiServer(compare, { DATABASE_URL: await database('psi_floor_compare'), ...extra });
    list.push(...variants({ pg: otherUrl }, ' [compare]'));
  }
  // BENCH_FLOOR_ONLY=<regular expression>: only the variants whose name matches (the bare floors are
  // always kept, as every percentage is taken against them).
  const only = process.env.BENCH_FLOOR_ONLY ? new RegExp(process.env.BENCH_FLOOR_ONLY) : null;
  if (only) {
    const keep = list.filter((v) => v.name.startsWith('bare') || only.test(v.name));
    list.splice(0, list.length, ...keep);
  }
  process.stdout.write(
    `server floor: ${rounds} rounds of ${seconds} s per variant, ${connections} connections unless said; ` +
      `Node ${process.version}; load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  postmaster = await findPostmaster();
  // Warm-up: JIT, first pages, pools.
  for (const variant of list) {
    const prepared = await variant.prepare?.(1);
    useLayout(variant.layout ?? 'shared');
    await variant.run(1, prepared);
  }
  for (let round = 1; round <= rounds; round++) {
    const ticks0 = machineTicks();
    for (const variant of list) {
      const result = await measure(variant, seconds);
      results.set(variant.name, [...(results.get(variant.name) ?? []), result]);
      if (lastRefused.has(variant.name))
        refusals.set(variant.name, [...(refusals.get(variant.name) ?? []), lastRefused.get(variant.name)!]);
    }
    const ticks = machineTicks();
    const stolen = (100 * (ticks.steal - ticks0.steal)) / Math.max(1, ticks.all - ticks0.all);
    process.stdout.write(
      `round ${round} done, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, CPU time stolen by the host ${stolen.toFixed(1)} %\n`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const bareRps = median(results.get('bare Fastify GET')!.map((r) => r.rps));
  const layoutOf = new Map(list.map((v) => [v.name, v.layout ?? 'shared']));
  // Each row against the bare INSERT measured with the same layout of the processes, and a 50-connection
  // row against the bare INSERT at 50 connections (when BENCH_FLOOR_ONLY kept it).
  const insertRowOf = (name: string) =>
    layoutOf.get(name) === 'split'
      ? `${INSERT_ROW}${OWN_CORE}`
      : name.includes(FIFTY) && results.has(`${INSERT_ROW}${FIFTY}`)
        ? `${INSERT_ROW}${FIFTY}`
        : INSERT_ROW;
  const insertRpsOf = (name: string) => median(results.get(insertRowOf(name))!.map((r) => r.rps));
  const rows = [
    [
      'route',
      'req/s (median)',
      '% of bare Fastify',
      '% of bare INSERT',
      'p50 ms',
      'p99 ms',
      'Node CPU ms/req',
      'PostgreSQL CPU ms/req',
      'client CPU ms/req',
      'server context switches/req',
      'machine idle %',
      'rounds (req/s)',
      'failed',
      'refused',
    ],
  ];
  for (const [name, rs] of results) {
    const rps = median(rs.map((r) => r.rps));
    rows.push([
      name,
      rps.toFixed(0),
      ((100 * rps) / bareRps).toFixed(1),
      ((100 * rps) / insertRpsOf(name)).toFixed(0),
      median(rs.map((r) => r.p50)).toFixed(1),
      median(rs.map((r) => r.p99)).toFixed(1),
      median(rs.map((r) => r.nodeMs)).toFixed(3),
      median(rs.map((r) => r.postgresMs)).toFixed(3),
      median(rs.map((r) => r.clientMs)).toFixed(3),
      median(rs.map((r) => r.serverSwitches)).toFixed(2),
      median(rs.map((r) => r.idlePercent)).toFixed(1),
      rs.map((r) => r.rps.toFixed(0)).join(' / '),
      String(rs.reduce((s, r) => s + r.failed, 0)),
      String((refusals.get(name) ?? []).reduce((a, b) => a + b, 0)),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows)
    process.stdout.write(
      `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |\n`,
    );
  // The API's and PostgreSQL's CPU per request together: what serving it costs, whatever the load
  // generator (on the same cores) and the idle share do to the rate.
  const serverMs = (rs: Measured[]) => median(rs.map((r) => r.nodeMs + r.postgresMs));
  const switches = (rs: Measured[]) => median(rs.map((r) => r.serverSwitches));
  // The move against the bare INSERT of the same layout: their medians, the move's share within each
  // round too (the two run one after the other, so a round's ratio sees one machine state, where the
  // ratio of the medians can pair a slow round of one with a fast round of the other: single rounds of
  // one row range up to 1.3-fold), and the server's CPU per request. BENCH_FLOOR_ONLY may have left a
  // move out: then it has no verdict.
  const verdict = (moveName: string, insertName: string, where: string): string => {
    const moveRounds = results.get(moveName);
    const insertRounds = results.get(insertName);
    if (!moveRounds || !insertRounds) return '';
    const move = median(moveRounds.map((r) => r.rps));
    const insertRps = median(insertRounds.map((r) => r.rps));
    const perRound = moveRounds.map((r, i) => (100 * r.rps) / insertRounds[i]!.rps);
    const summary = pairedRatio(perRound.map((p) => p / 100));
    const percent = (x: number) => (100 * x).toFixed(0);
    return (
      `verified move on PostgreSQL${where}: ${move.toFixed(0)} req/s against ${insertRps.toFixed(0)} for the ` +
      `bare INSERT (${move >= insertRps ? 'at least as fast' : 'SLOWER'}); within each round ` +
      `${perRound.map((p) => p.toFixed(0)).join(' / ')} % of it, median ${median(perRound).toFixed(0)} %` +
      (summary
        ? `, geometric mean ${percent(summary.mean)} % (95 % interval ${percent(summary.low)}–${percent(summary.high)} %: ` +
          `${ratioVerdict(summary)})`
        : '') +
      `; server CPU per request (Node + PostgreSQL) ` +
      `${serverMs(moveRounds).toFixed(3)} ms against ${serverMs(insertRounds).toFixed(3)} ms, context switches ` +
      `${switches(moveRounds).toFixed(2)} against ${switches(insertRounds).toFixed(2)}\n`
    );
  };
  process.stdout.write(
    verdict('verified move, PostgreSQL', INSERT_ROW, ', every core shared') +
      verdict(`verified move, PostgreSQL${OWN_CORE}`, `${INSERT_ROW}${OWN_CORE}`, OWN_CORE) +
      verdict(`verified move, PostgreSQL${FIFTY}`, `${INSERT_ROW}${FIFTY}`, `${FIFTY}, every core shared`) +
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  // A row whose circuits ran out measured refusals along with moves: its rate is not a move rate.
  const refusedRows = [...refusals].filter(([, perRound]) => perRound.some((n) => n > 0));
  for (const [name, perRound] of refusedRows)
    process.stderr.write(
      `FAILED: ${name} ran out of prepared circuits: ${perRound.join(' / ')} moves refused by round; ` +
        `its rate mixes in refusals\n`,
    );
  if (refusedRows.length > 0) process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
