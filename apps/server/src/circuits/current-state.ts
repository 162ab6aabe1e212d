import { applyMove, seedFromHex, type CircuitState, type StepId } from '@psi/engine';
import type { AppDb } from '../db/app-db';

/**
 * A circuit row's `seq` and `state` are a checkpoint, not the latest move: a move only inserts its
 * `circuit_moves` row (move-batch.ts), and the row is brought up to date when the circuit closes
 * (finished, abandoned). So the state of an active circuit is its row's state with the moves from
 * the row's seq on replayed over it; the engine is deterministic, so this is the state those moves
 * were answered from. About 70 moves at most, some 15 µs each.
 */
export interface CheckpointRow {
  id: string;
  seed: string;
  seq: number;
  state: CircuitState;
}

export interface CurrentState {
  seq: number;
  state: CircuitState;
  /** When the latest move was saved; null when the row already held every move. */
  lastMoveAt: Date | null;
}

export async function currentState(db: AppDb, row: CheckpointRow, seed?: Uint8Array): Promise<CurrentState> {
  const moves = await db
    .selectFrom('circuit_moves')
    .select(['seq', 'step', 'move', 'created_at'])
    .where('circuit_id', '=', row.id)
    .where('seq', '>=', row.seq)
    .orderBy('seq')
    .execute();
  if (moves.length === 0) return { seq: row.seq, state: row.state, lastMoveAt: null };
  const bytes = seed ?? seedFromHex(row.seed);
  let state = row.state;
  for (const [n, { seq, step, move }] of moves.entries()) {
    if (seq !== row.seq + n) throw new Error(`circuit ${row.id}: move ${row.seq + n} is missing (found ${seq})`);
    const result = applyMove(bytes, state, { step: step as StepId, move });
    if (!result.ok)
      throw new Error(`circuit ${row.id}: stored move ${seq} (${step}) no longer applies (${result.code})`);
    state = result.state;
  }
  return { seq: row.seq + moves.length, state, lastMoveAt: moves[moves.length - 1]!.created_at };
}

/** A circuit's latest seq and state: an active circuit's are replayed (above); a closed circuit's row holds every move. */
export async function latestState(
  db: AppDb,
  row: CheckpointRow & { status: string },
  seed?: Uint8Array,
): Promise<Pick<CurrentState, 'seq' | 'state'>> {
  return row.status === 'active' ? currentState(db, row, seed) : row;
}
