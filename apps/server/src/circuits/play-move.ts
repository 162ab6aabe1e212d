import { sql } from 'kysely';
import { applyMove, seedFromHex, type CircuitState, type CircuitView, type Outcome, type Rejection, type StepId } from '@psi/engine';
import type { GameDb } from '../players/db';
import type { GameContext } from '../players/game-context';
import type { CachedCircuit } from './circuit-cache';
import { recordFinish } from '../stats/record-finish';
import { canonicalJson } from './canonical-json';
import { isUuid } from './circuit-store';
import { circuitOver, notFound, outOfOrder, type ApiFailure } from './errors';

export interface MoveRequest {
  seq: number;
  step: string;
  move: unknown;
}

export interface MoveAnswer {
  seq: number;
  outcome: Outcome;
  view: CircuitView;
}

/**
 * Applies one move of a verified circuit (issue 4, item 2). `seq` is the number of moves the client
 * believes are applied: equal to the circuit's → the engine applies it; lower → a retry, answered from
 * the stored move if it is the same move; otherwise 409. The circuit row's seq is the optimistic
 * version and (circuit_id, seq) the moves' primary key, so concurrent duplicates land once.
 */
export async function playMove(ctx: GameContext, playerId: string, id: string, req: MoveRequest): Promise<MoveAnswer | ApiFailure> {
  if (!isUuid(id)) return notFound();
  const now = ctx.now();
  const cached = ctx.circuits.get(id);
  if (cached && cached.playerId === playerId && cached.status === 'active' && cached.seq === req.seq) {
    const answer = await applyAndSave(ctx, id, req, cached, now);
    if (answer !== 'lost' && !('ok' in answer)) return answer;
    // The cache was stale, or the engine said no: decide again from the database.
  }
  ctx.circuits.delete(id);
  const row = await ctx.db.selectFrom('circuits').select(['seed', 'seq', 'status', 'state'])
    .where('id', '=', id).where('player_id', '=', playerId).executeTakeFirst();
  if (!row) return notFound();
  if (req.seq < row.seq) return storedAnswer(ctx.db, id, req, row.seq);
  if (req.seq > row.seq) return outOfOrder(row.seq);
  if (row.status !== 'active') return circuitOver();
  const circuit: CachedCircuit = { playerId, ...row };
  ctx.circuits.set(id, circuit);
  const answer = await applyAndSave(ctx, id, req, circuit, now);
  if (answer === 'lost') return storedAnswer(ctx.db, id, req, req.seq + 1);
  if ('ok' in answer) {
    return { status: answer.code === 'circuit-over' ? 409 : 400, body: { error: answer.code, message: answer.message } };
  }
  return answer;
}

/** Runs the engine and saves; 'lost' when another request saved this seq first. */
async function applyAndSave(ctx: GameContext, id: string, req: MoveRequest, circuit: CachedCircuit, now: Date): Promise<MoveAnswer | Rejection | 'lost'> {
  const result = applyMove(seedFromHex(circuit.seed), circuit.state, { step: req.step as StepId, move: req.move });
  if (!result.ok) return result;
  const { view, outcome } = result;
  const saved = view.over
    ? await ctx.db.transaction().execute(async (trx) => {
      if (!(await saveMove(trx, id, req, result, now))) return false;
      await recordFinish(trx, {
        playerId: circuit.playerId, mainScore: view.mainScore, orbs: view.orbs.length, karma: view.karma ?? 0,
        goodOutcome: view.goodOutcome === true,
      });
      return true;
    })
    : await saveMove(ctx.db, id, req, result, now);
  if (!saved || view.over) ctx.circuits.delete(id);
  else ctx.circuits.set(id, { ...circuit, seq: req.seq + 1, state: result.state });
  return saved ? { seq: req.seq + 1, outcome, view } : 'lost';
}

/**
 * One statement (atomic without an explicit transaction, and one round trip): advance the circuit row
 * only if it is still at req.seq, and insert the move only if that update happened. False when
 * another request applied this seq first.
 */
async function saveMove(db: GameDb, id: string, req: MoveRequest, result: { state: CircuitState; outcome: Outcome; view: CircuitView }, now: Date): Promise<boolean> {
  const { view } = result;
  const finished = view.over
    ? { status: 'finished' as const, finished_at: now, main_score: view.mainScore, orbs: view.orbs.length, karma: view.karma, good_outcome: view.goodOutcome }
    : {};
  const saved = await db
    .with('advanced', (q) => q.updateTable('circuits')
      .set({ seq: req.seq + 1, state: JSON.stringify(result.state), updated_at: now, ...finished })
      .where('id', '=', id).where('seq', '=', req.seq).where('status', '=', 'active')
      .returning('id'))
    .insertInto('circuit_moves')
    .columns(['circuit_id', 'seq', 'step', 'move', 'outcome', 'view', 'created_at'])
    .expression((eb) => eb.selectFrom('advanced').select([
      'advanced.id',
      sql<number>`${req.seq}::int`.as('seq'),
      sql<string>`${req.step}::text`.as('step'),
      sql<string>`${JSON.stringify(req.move)}::jsonb`.as('move'),
      sql<string>`${JSON.stringify(result.outcome)}::jsonb`.as('outcome'),
      sql<string>`${JSON.stringify(view)}::jsonb`.as('view'),
      sql<Date>`${now}::timestamptz`.as('created_at'),
    ]))
    .returning('seq')
    .executeTakeFirst();
  return saved !== undefined;
}

/** A retry gets the very answer the first attempt got; a different move at an old seq is out of order. */
async function storedAnswer(db: GameDb, id: string, req: MoveRequest, currentSeq: number): Promise<MoveAnswer | ApiFailure> {
  const stored = await db.selectFrom('circuit_moves').select(['step', 'move', 'outcome', 'view'])
    .where('circuit_id', '=', id).where('seq', '=', req.seq).executeTakeFirst();
  if (!stored || stored.step !== req.step || canonicalJson(stored.move) !== canonicalJson(req.move)) return outOfOrder(currentSeq);
  return { seq: req.seq + 1, outcome: stored.outcome, view: stored.view };
}
