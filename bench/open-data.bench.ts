// `npm run bench -- open-data`: the open data download's memory as the table grows. Fills a database
// with BENCH_SMALL (default 10,000) counted circuits, downloads GET /api/open-data/circuits as JSON and
// as CSV over a real socket, reading the body as it comes, and samples this process's heap and RSS
// every 20 ms; then grows the table to BENCH_LARGE (default 100,000; 1,000,000 on PostgreSQL:
// `DATABASE_URL=… BENCH_LARGE=1000000`) and does it again. Streamed by keyset pages, the peak above
// the idle heap must not grow with the table. PGlite keeps its data in WebAssembly memory, which RSS
// counts: read the heap for the stream's own cost.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const small = Number(process.env.BENCH_SMALL ?? 10_000);
const large = Number(process.env.BENCH_LARGE ?? 100_000);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

const app = await buildApp({
  config: {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: process.env.DATABASE_URL || undefined,
    webDist: path.join(tmpdir(), 'psi-no-web-dist'),
    logLevel: 'silent',
    maintenanceIntervalMinutes: 0,
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const db = app.ctx.db;

/** Adds finished circuits up to `total`, ten per player, in statements of 50,000. */
async function fillTo(total: number): Promise<void> {
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
  const response = await fetch(`${address}/api/open-data/circuits?format=${format}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  return { bytes, seconds, heapAboveIdle: peakHeap - idle.heapUsed, rssAboveIdle: peakRss - idle.rss };
}

for (const size of [small, large]) {
  await fillTo(size);
  for (const format of ['json', 'csv'] as const) {
    const r = await download(format);
    console.log(
      `${size.toLocaleString('en')} circuits, ${format}: ${mb(r.bytes)} MB in ${r.seconds.toFixed(1)} s` +
        ` (${Math.round(size / r.seconds).toLocaleString('en')} circuits/s); peak heap +${mb(r.heapAboveIdle)} MB,` +
        ` peak RSS +${mb(r.rssAboveIdle)} MB above idle`,
    );
  }
}
await app.close();
