import {
  applyMove,
  canonicalJson,
  circuitView,
  seedFromHex,
  startCircuit,
  type CircuitView,
  type ExerciseView,
  type Outcome,
  type Rejection,
  type StepId,
} from '@psi/engine';
import type { AppDb } from '../db/app-db';
import type { AppContext } from '../app-context';
import type { CachedCircuit } from './circuit-cache';
import { latestState } from './current-state';
import { saveLastMove } from './finish-circuit';
import { isUuid } from './circuit-store';
import { ApiError } from '../http/api-error';
import { circuitOver, notFound, outOfOrder } from './errors';

export interface MoveRequest {
  seq: number;
  step: string;
  move: unknown;
}

export interface MoveAnswer {
  seq: number;
  outcome: Outcome;
  view: CircuitView;
  /** Only when the move finished its step: that step's final view (docs/api.md, Verified circuits). */
  finished?: ExerciseView;
}

/** The answer's fields, `finished` only when there is one (an absent field, not undefined, on the wire). */
function moveAnswer(seq: number, outcome: Outcome, view: CircuitView, finished: ExerciseView | undefined): MoveAnswer {
  return finished ? { seq, outcome, view, finished } : { seq, outcome, view };
}

/**
 * Applies one move of a verified circuit (docs/api.md, Verified circuits). `seq` is the number of moves the client
 * believes are applied: equal to the circuit's → the engine applies it; lower → a retry, answered from
 * the stored move if it is the same move; otherwise 409. (circuit_id, seq) is the moves' primary key,
 * so concurrent duplicates land once (move-batch.ts).
 */
export async function playMove(
  ctx: AppContext,
  playerId: string,
  id: string,
  req: MoveRequest,
): Promise<MoveAnswer | ApiError> {
  if (!isUuid(id)) return notFound();
  const now = ctx.now();
  // peek, not get: a saved move sets the entry again (applyAndSave), which marks it used.
  const cached = ctx.circuits.peek(id);
  if (cached && cached.playerId === playerId && cached.status === 'active' && cached.seq === req.seq) {
    const answer = await applyAndSave(ctx, id, req, cached, now);
    if (answer !== 'lost' && !('ok' in answer)) return answer;
    // The cache was stale, or the engine said no: decide again from the database.
  }
  ctx.circuits.delete(id);
  const row = await ctx.db
    .selectFrom('circuits')
    .select(['id', 'seed', 'seq', 'status', 'state', 'control'])
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row) return notFound();
  const seed = seedFromHex(row.seed);
  const current = await latestState(ctx.db, row, seed);
  if (req.seq < current.seq) return storedAnswer(ctx.db, id, req, current.seq);
  if (req.seq > current.seq) return outOfOrder(current.seq);
  if (row.status !== 'active') return circuitOver();
  const circuit: CachedCircuit = {
    playerId,
    seq: current.seq,
    status: row.status,
    state: current.state,
    seed,
    control: row.control,
  };
  ctx.circuits.set(id, circuit);
  const answer = await applyAndSave(ctx, id, req, circuit, now);
  if (answer === 'lost') return storedAnswer(ctx.db, id, req, req.seq + 1);
  if ('ok' in answer) {
    return new ApiError(answer.code === 'circuit-over' ? 'conflict' : 'bad_request', {
      error: answer.code,
      message: answer.message,
    });
  }
  return answer;
}

/** Runs the engine and saves; 'lost' when another request saved this seq first. */
async function applyAndSave(
  ctx: AppContext,
  id: string,
  req: MoveRequest,
  circuit: CachedCircuit,
  now: Date,
): Promise<MoveAnswer | Rejection | 'lost'> {
  const result = applyMove(circuit.seed, circuit.state, { step: req.step as StepId, move: req.move });
  if (!result.ok) return result;
  const { view, outcome } = result;
  const saved = view.over
    ? await saveLastMove(ctx.db, id, req, result, now, circuit.seed, circuit.control)
    : await ctx.moves.save({
        id,
        seq: req.seq,
        step: req.step,
        move: req.move,
        outcome,
        at: now,
      });
  if (saved && view.over) ctx.worldStats.invalidate();
  if (!saved || view.over) ctx.circuits.delete(id);
  else ctx.circuits.set(id, { ...circuit, seq: req.seq + 1, state: result.state });
  return saved ? moveAnswer(req.seq + 1, outcome, view, result.finished) : 'lost';
}

/** A retry gets the very answer the first attempt got; a different move at an old seq is out of order. */
async function storedAnswer(
  db: AppDb,
  id: string,
  req: MoveRequest,
  currentSeq: number,
): Promise<MoveAnswer | ApiError> {
  const stored = await db
    .selectFrom('circuit_moves')
    .select(['step', 'move', 'outcome', 'view'])
    .where('circuit_id', '=', id)
    .where('seq', '=', req.seq)
    .executeTakeFirst();
  if (!stored || stored.step !== req.step || canonicalJson(stored.move) !== canonicalJson(req.move))
    return outOfOrder(currentSeq);
  const replayed = await replayedAnswer(db, id, req.seq);
  return moveAnswer(req.seq + 1, stored.outcome, stored.view ?? replayed.view, replayed.finished);
}

/**
 * The view after move `seq` (and the finished step's final view, if that move finished one), rebuilt
 * by replaying the circuit's moves 0…seq from its seed: the engine is deterministic, so this is what
 * that move was answered with (a move stores neither).
 */
async function replayedAnswer(
  db: AppDb,
  id: string,
  seq: number,
): Promise<{ view: CircuitView; finished: ExerciseView | undefined }> {
  const [circuit, moves] = await Promise.all([
    db.selectFrom('circuits').select('seed').where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('circuit_moves')
      .select(['step', 'move'])
      .where('circuit_id', '=', id)
      .where('seq', '<=', seq)
      .orderBy('seq')
      .execute(),
  ]);
  const seed = seedFromHex(circuit.seed);
  let state = startCircuit(seed);
  let finished: ExerciseView | undefined;
  for (const { step, move } of moves) {
    const result = applyMove(seed, state, { step: step as StepId, move });
    if (!result.ok) throw new Error(`circuit ${id}: stored move ${step} no longer applies (${result.code})`);
    state = result.state;
    finished = result.finished;
  }
  return { view: circuitView(state), finished };
}
