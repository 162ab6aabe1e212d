// `npm run bench -- open-data`: the open data download's time and memory as the table grows. Fills a
// database straight through SQL (not the API: a circuit played over HTTP costs ~70 requests), one
// INSERT … SELECT generate_series per 50,000 circuits, up to each size of BENCH_SIZES (default 10,000,
// 100,000 and 1,000,000): ten circuits a player, half of them consenting, 2 % abandoned and counted,
// 1 % abandoned before any score and 1 % in play (neither listed). Then downloads
// GET /api/open-data/circuits as JSON and as CSV over a real socket, reading the body as it comes, and
// prints the bytes and lines streamed, the time (wall, and the process's CPU: server and reader
// together, the figure that holds on a shared machine), and the memory above idle: the peak heap (sampled
// every 20 ms, garbage not yet collected included), the peak live heap (after a forced full collection
// once a second: what the stream holds) and the peak RSS. Streamed by pages, none of the three may grow
// with the table. PGlite keeps its data in memory, which RSS counts as the table grows (the "before"
// column): the stream's own cost is what is above idle. `DATABASE_URL=postgres://…` runs it on
// PostgreSQL (scripts/with-postgres.sh). The machine's load average is printed beside each figure.
import { request, type IncomingMessage } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

// bench/run.ts starts each bench without flags: expose the collector from here, so idle is measured
// after a full collection and the live heap can be sampled.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const app = await buildApp({
  config: {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: process.env.DATABASE_URL || undefined,
    webDist: path.join(tmpdir(), 'psi-no-web-dist'),
    logLevel: 'silent',
    maintenanceIntervalMinutes: 0,
    controlCircuitsPerDay: 0,
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const db = app.ctx.db;
console.log(`${app.ctx.databaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory'}, Node ${process.version}`);

/** Adds circuits up to `total`, ten per player, in statements of 50,000 rows. */
async function fillTo(total: number): Promise<number> {
  const started = performance.now();
  const { n } = await sql<{ n: number }>`select count(*)::int as n from circuits`.execute(db).then((r) => r.rows[0]!);
  for (let from = n; from < total; from += 50_000) {
    const to = Math.min(total, from + 50_000);
    await sql`insert into players (id, cuid, created_at, research_consent)
      select md5('p' || g)::uuid, md5('c' || g)::uuid, now(), g % 2 = 0
      from generate_series(${Math.floor(from / 10)}::int, ${Math.floor((to - 1) / 10)}::int) g on conflict do nothing`.execute(
      db,
    );
    // g % 100: 0-1 abandoned and counted, 2 abandoned before any score, 3 in play (one per ten players).
    await sql`insert into circuits (id, player_id, seed, commitment, status, seq, state, main_score, orbs, karma,
        good_outcome, expected_score, remaining_variance, closed_reason, created_at, updated_at, finished_at)
      select md5('x' || g)::uuid, md5('p' || (g / 10))::uuid, repeat('0', 64), repeat('0', 64),
        case when g % 100 < 3 then 'abandoned' when g % 100 = 3 then 'active' else 'finished' end, 66,
        jsonb_build_object('scores', jsonb_build_object('ready-set-go', g % 5, 'family', g % 7, 'universal', g % 4,
          'doubles', g % 6, 'yin-yang', (g % 9) / 4.0, 'doors', g % 8)),
        case when g % 100 > 3 then 50 + g % 20 end, case when g % 100 > 3 then g % 8 end,
        case when g % 100 > 3 then g % 100 end, case when g % 100 > 3 then g % 3 = 0 end,
        case when g % 100 < 2 then 40 + g / 7.0::float8 end, case when g % 100 < 2 then g / 1e6::float8 end,
        case when g % 100 < 3 then 'new-circuit' end,
        now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '20 minutes',
        case when g % 100 > 3 then now() - g * interval '1 minute' + interval '20 minutes' end
      from generate_series(${from}::int, ${to - 1}::int) g`.execute(db);
  }
  return (performance.now() - started) / 1000;
}

/**
 * A GET on a connection of its own: a pooled keep-alive socket can be closed by the server's idle timeout
 * while seeding blocks this process (PGlite runs on its thread), and the next request on it is reset.
 */
function get(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => request(url, { agent: false }, resolve).on('error', reject).end());
}

async function download(format: 'json' | 'csv') {
  collect();
  const idle = process.memoryUsage();
  let peakHeap = idle.heapUsed;
  let peakLive = idle.heapUsed;
  let peakRss = idle.rss;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const live = setInterval(() => {
    collect();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 1000);
  const loadBefore = load();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await get(`${address}/api/open-data/circuits?format=${format}`);
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    for await (const chunk of response) {
      const data = chunk as Buffer;
      bytes += data.length;
      for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) lines++;
    }
  } finally {
    clearInterval(sample);
    clearInterval(live);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const after = process.memoryUsage();
  return {
    bytes,
    lines,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    rssBefore: idle.rss,
    rssAfter: after.rss,
    heapAboveIdle: peakHeap - idle.heapUsed,
    liveAboveIdle: peakLive - idle.heapUsed,
    rssAboveIdle: peakRss - idle.rss,
    load: `${loadBefore} → ${load()}`,
  };
}

for (const size of sizes) {
  const seeding = await fillTo(size);
  console.log(`${size.toLocaleString('en')} circuits seeded in ${seeding.toFixed(1)} s (load average ${load()})`);
  for (const format of ['json', 'csv'] as const) {
    const r = await download(format);
    console.log(
      `${size.toLocaleString('en')} circuits, ${format}: ${r.bytes.toLocaleString('en')} bytes (${mb(r.bytes)} MB,` +
        ` ${r.lines.toLocaleString('en')} lines) in ${r.seconds.toFixed(1)} s, ${r.cpuSeconds.toFixed(1)} s of CPU` +
        ` (${Math.round(size / r.seconds).toLocaleString('en')} circuits/s); RSS ${mb(r.rssBefore)} MB before,` +
        ` ${mb(r.rssAfter)} MB after; above idle: peak heap +${mb(r.heapAboveIdle)} MB, peak live heap` +
        ` +${mb(r.liveAboveIdle)} MB, peak RSS +${mb(r.rssAboveIdle)} MB; load average ${r.load}`,
    );
  }
}
await app.close();
