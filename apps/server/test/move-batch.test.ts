// Group commit (circuits/move-batch.ts): moves that arrive together share one statement, and each
// still gets the answer its own move deserves.
import { applyMove, randomCircuitMove, seedFromHex, type CircuitState } from '@psi/engine';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { currentState } from '../src/circuits/current-state';
import { MoveBatcher, saveMovesSql } from '../src/circuits/move-batch';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, startCircuit } from './support/game';
import { circuitReads, manyActiveCircuits } from './support/query-plan';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

/** A started circuit and its first move as the engine computes it from the stored seed. */
async function firstMove(seedByte: number) {
  const player = await newPlayer(app);
  const started = await startCircuit(app, player);
  const row = await app.ctx.db
    .selectFrom('circuits')
    .select(['seed', 'state'])
    .where('id', '=', started.id)
    .executeTakeFirstOrThrow();
  const { step, move } = randomCircuitMove(started.view, (n) => seedByte % n);
  const result = applyMove(seedFromHex(row.seed), row.state as CircuitState, { step, move });
  if (!result.ok) throw new Error(result.message);
  return {
    id: started.id,
    seq: 0,
    step,
    move,
    state: result.state,
    outcome: result.outcome,
    at: new Date(),
  };
}

const storedSeqs = async (id: string) =>
  (await app.ctx.db.selectFrom('circuit_moves').select('seq').where('circuit_id', '=', id).execute()).map((r) => r.seq);

describe('MoveBatcher', () => {
  it('saves the moves of several circuits sent at once, each on its own circuit', async () => {
    const moves = await Promise.all([1, 2, 3, 4, 5].map(firstMove));
    const circuitRow = (id: string) =>
      sql<{ id: string; seed: string; seq: number; state: CircuitState; place: string }>`
        select id, seed, seq, state, ctid::text as place from circuits where id = ${id}`
        .execute(app.ctx.db)
        .then((r) => r.rows[0]!);
    const before = await Promise.all(moves.map((m) => circuitRow(m.id)));
    // One batch in flight at a time, so the four that arrive while the first is written go together.
    const batcher = new MoveBatcher(app.ctx.db, 1);
    expect(await Promise.all(moves.map((m) => batcher.save(m)))).toEqual([true, true, true, true, true]);
    for (const [n, m] of moves.entries()) {
      expect(await storedSeqs(m.id)).toEqual([0]);
      // The circuit's row is not rewritten (same place in the table, still the checkpoint of seq 0);
      // its state is the checkpoint with the saved move replayed over it.
      const row = await circuitRow(m.id);
      expect(row).toEqual(before[n]);
      expect(await currentState(app.ctx.db, row)).toMatchObject({ seq: 1, state: m.state });
    }
  });

  it('saves a move and its duplicate in the same batch once: one true, one false', async () => {
    const move = await firstMove(7);
    const batcher = new MoveBatcher(app.ctx.db, 1);
    const other = await firstMove(8);
    const answers = await Promise.all([batcher.save(other), batcher.save(move), batcher.save({ ...move })]);
    expect(answers[0]).toBe(true);
    expect([answers[1], answers[2]].sort()).toEqual([false, true]);
    expect(await storedSeqs(move.id)).toEqual([0]);
  });

  it('refuses a move whose circuit already moved on (a stale seq), and saves the rest of its batch', async () => {
    const move = await firstMove(3);
    const batcher = new MoveBatcher(app.ctx.db, 1);
    expect(await batcher.save(move)).toBe(true);
    const fresh = await firstMove(4);
    expect(await Promise.all([batcher.save(move), batcher.save(fresh)])).toEqual([false, true]);
    expect(await storedSeqs(move.id)).toEqual([0]);
  });

  it('does not save a move of a circuit that is no longer active', async () => {
    const move = await firstMove(5);
    await app.ctx.db.updateTable('circuits').set({ status: 'abandoned' }).where('id', '=', move.id).execute();
    expect(await new MoveBatcher(app.ctx.db).save(move)).toBe(false);
    expect(await storedSeqs(move.id)).toEqual([]);
  });

  it('finds each circuit of a batch by its primary key, not by scanning the active circuits', async () => {
    const moves = await Promise.all([1, 2, 3].map(firstMove));
    await manyActiveCircuits(app);
    const payload = JSON.stringify(moves.map((move, n) => ({ n, ...move })));
    const reads = await circuitReads(app, saveMovesSql, payload);
    expect(reads.some((read) => read.endsWith('circuits_pkey'))).toBe(true);
    expect(
      reads.filter((read) => !read.endsWith('circuits_pkey') && !/^(ModifyTable|Bitmap Heap Scan)$/.test(read)),
    ).toEqual([]);
  });
});
