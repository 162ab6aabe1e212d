// `npm run bench -- open-data`: the open data download's memory as the table grows. Fills a database
// straight through SQL (not the API: a circuit played over HTTP costs ~70 requests) with counted
// circuits up to each size of BENCH_SIZES (default 10,000, 100,000 and 1,000,000), downloads
// GET /api/open-data/circuits as JSON and as CSV over a real socket, reading the body as it comes,
// and prints the bytes streamed, RSS before and after, and the peak heap and RSS above idle (sampled
// every 20 ms). Streamed by keyset pages, the peak above idle must not grow with the table.
// PGlite keeps its data in WebAssembly memory, which RSS counts as the table grows (the "before"
// column): the stream's own cost is the peak above idle. `DATABASE_URL=postgres://…` runs it on
// PostgreSQL (scripts/with-postgres.sh).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

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

/** Adds finished circuits up to `total`, ten per player, in statements of 50,000 rows. */
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
    await sql`insert into circuits (id, player_id, seed, commitment, status, seq, state, main_score, orbs, karma,
        good_outcome, created_at, updated_at, finished_at)
      select md5('x' || g)::uuid, md5('p' || (g / 10))::uuid, repeat('0', 64), repeat('0', 64), 'finished', 66,
        jsonb_build_object('scores', jsonb_build_object('ready-set-go', g % 5, 'family', g % 7)), 50 + g % 20, g % 8,
        g % 100, g % 3 = 0, now(), now(), now()
      from generate_series(${from}::int, ${to - 1}::int) g`.execute(db);
  }
  return (performance.now() - started) / 1000;
}

async function download(format: 'json' | 'csv') {
  global.gc?.();
  const idle = process.memoryUsage();
  let peakHeap = idle.heapUsed;
  let peakRss = idle.rss;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${address}/api/open-data/circuits?format=${format}`);
    for await (const chunk of response.body!) {
      const data = chunk as Uint8Array;
      bytes += data.length;
      for (const byte of data) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = process.memoryUsage();
  return {
    bytes,
    lines,
    seconds,
    rssBefore: idle.rss,
    rssAfter: after.rss,
    heapAboveIdle: peakHeap - idle.heapUsed,
    rssAboveIdle: peakRss - idle.rss,
  };
}

for (const size of sizes) {
  const seeding = await fillTo(size);
  console.log(`${size.toLocaleString('en')} circuits seeded in ${seeding.toFixed(1)} s`);
  for (const format of ['json', 'csv'] as const) {
    const r = await download(format);
    console.log(
      `${size.toLocaleString('en')} circuits, ${format}: ${r.bytes.toLocaleString('en')} bytes (${mb(r.bytes)} MB,` +
        ` ${r.lines.toLocaleString('en')} lines) in ${r.seconds.toFixed(1)} s` +
        ` (${Math.round(size / r.seconds).toLocaleString('en')} circuits/s); RSS ${mb(r.rssBefore)} MB before,` +
        ` ${mb(r.rssAfter)} MB after; peak heap +${mb(r.heapAboveIdle)} MB, peak RSS +${mb(r.rssAboveIdle)} MB above idle`,
    );
  }
}
await app.close();
