// The statement that finishes a circuit (circuits/finish-circuit.ts) must find its circuit by primary
// key however many circuits are in play: the move batch and the start once read every active circuit
// through the partial index of active ones (docs/scaling.md).
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishCircuitSql } from '../src/circuits/finish-circuit';
import { buildTestApp } from './helpers/test-app';
import { circuitReads, manyActiveCircuits } from './support/query-plan';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe('the statement that finishes a circuit', () => {
  it('reads circuits through the primary key only, with thousands of other circuits in play', async () => {
    await manyActiveCircuits(app);
    const { id } = await app.ctx.db.selectFrom('circuits').select('id').limit(1).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    // $1 id, $2 seq, $3 state, $4 time, $5 step, $6 move, $7 outcome, $8 view, $9 main score, $10 orbs,
    // $11 karma, $12 good outcome, $13 the log's finish leaf.
    const reads = await circuitReads(
      app,
      finishCircuitSql,
      id,
      '66',
      '{}',
      at,
      'x',
      '{}',
      '{}',
      '{}',
      '40',
      '3',
      '1',
      'true',
      '{}',
    );
    expect(reads.some((read) => read.endsWith('circuits_pkey'))).toBe(true);
    expect(
      reads.filter((read) => !read.endsWith('circuits_pkey') && !/^(ModifyTable|Bitmap Heap Scan)$/.test(read)),
    ).toEqual([]);
  });
});
