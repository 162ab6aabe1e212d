import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OpenDataQuery, OpenDataRecords } from '@psi/contract';
import type { RoutePlugin } from '../app-context';
import type { AppDb } from '../db/app-db';
import { CSV_HEADER, csvLine } from './csv';
import { openRecords } from './records';
import { releaseOf, releaseSalt } from './release';

/** The open data (docs/open-data.md): every counted circuit, streamed page by page, no session needed. */
export const openDataRoutes: RoutePlugin = async (plain) => {
  const ctx = plain.ctx;
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/open-data/circuits',
    {
      schema: {
        tags: ['open data'],
        summary: 'Every counted verified circuit, finished or abandoned, as JSON or CSV (codebook: docs/open-data.md)',
        querystring: OpenDataQuery,
        response: { 200: OpenDataRecords },
      },
    },
    async (request, reply) => {
      const release = releaseOf(ctx.now());
      const salt = await releaseSalt(ctx.db, release);
      const csv = request.query.format === 'csv';
      const body = csv ? csvText(ctx.db, release, salt) : jsonText(ctx.db, release, salt);
      // A stream is sent as it comes, never through the response schema (which documents the JSON form).
      return (reply as FastifyReply)
        .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `inline; filename="psi-circuit-${release}.${csv ? 'csv' : 'json'}"`)
        .send(byteStream(body));
    },
  );
};

/**
 * The pages as a byte stream that asks for the next page only when the one before has gone to the
 * socket (Fastify pipes it, and the pipe waits for 'drain'). Readable.from's default object mode would
 * queue up to 16 pages whenever the reader is slower than the database, so memory grew with the table.
 */
function byteStream(pages: AsyncIterable<string>): Readable {
  return Readable.from(pages, { objectMode: false, highWaterMark: 64 * 1024 });
}

async function* csvText(db: AppDb, release: string, salt: string): AsyncGenerator<string> {
  yield CSV_HEADER;
  for await (const page of openRecords(db, release, salt)) yield page.map(csvLine).join('');
}

/** A JSON array written a page at a time: valid JSON once complete, never held whole in memory. */
async function* jsonText(db: AppDb, release: string, salt: string): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of openRecords(db, release, salt)) {
    if (page.length === 0) continue;
    yield (first ? '\n' : ',\n') + page.map((record) => JSON.stringify(record)).join(',\n');
    first = false;
  }
  yield '\n]\n';
}
