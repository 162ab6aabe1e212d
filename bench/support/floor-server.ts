// The floors the server-floor benchmark compares the real routes against: a bare Fastify GET (mode
// `bare`), the same with Fastify's default request logging at info (`bare-log`), and a bare route that
// does one INSERT of a move-sized row on PostgreSQL through a pg pool of 10 (`insert`). Started as its
// own process by bench/server-floor.bench.ts: `node --import tsx floor-server.ts <mode> <port> [url]`.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const [mode = 'bare', portText = '0', databaseUrl] = process.argv.slice(2);
const app = Fastify({ logger: mode === 'bare-log' ? { level: 'info' } : false });

if (mode === 'insert') {
  if (!databaseUrl) throw new Error('insert mode needs a PostgreSQL URL');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // the cluster stopping at the end of the run
  await pool.query(`create table if not exists floor_rows (
    id uuid primary key, seq integer not null, step text not null, move jsonb not null, created_at timestamptz not null)`);
  app.post('/insert', async (request) => {
    const body = request.body as { seq: number; step: string; move: unknown };
    await pool.query('insert into floor_rows (id, seq, step, move, created_at) values ($1, $2, $3, $4, $5)', [
      randomUUID(),
      body.seq,
      body.step,
      JSON.stringify(body.move),
      new Date(),
    ]);
    return { ok: true };
  });
  app.addHook('onClose', () => pool.end());
} else {
  app.get('/bare', async () => ({ hello: 'world' }));
}

await app.listen({ port: Number(portText), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
