// A page of the open data (open-data/records.ts) must read the circuits table by its primary key and
// stop after a page, however many circuits there are and whether or not the table has statistics
// (PGlite never gathers them). Planned as a scan of every circuit after the page's start and a sort,
// each page read half the table on average and a download took time quadratic in its size. (Below
// about 15,000 circuits a sequential scan and a sort are planned, and are cheaper: at most 8 pages.)
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DATA_PAGE_SQL } from '../src/open-data/records';
import { buildTestApp } from './helpers/test-app';
import { circuitReads, manyActiveCircuits } from './support/query-plan';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await manyActiveCircuits(app, 20_000);
}, 120_000); // 20,000 circuits take seconds to insert, and more on a loaded machine
afterAll(() => app.close());

describe('a page of the open data', () => {
  it('reads circuits by an index scan of the primary key only, with 20,000 circuits and no statistics', async () => {
    const reads = await circuitReads(app, OPEN_DATA_PAGE_SQL, '00000000-0000-0000-0000-000000000000');
    expect(reads).toEqual(['Index Scan circuits_pkey']);
  });
});
