import type { CircuitState } from '@psi/engine';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AppDb } from '../db/app-db';
import type { Database } from '../db/schema';
import { currentState } from './current-state';
import type { ClosedReason } from '../stats/itt-columns';

export interface ClosingCircuit {
  id: string;
  player_id: string;
  /** Carried into an account from before signing in: counted for the world only (migrations/040). */
  carried_in: boolean;
  /** Every move applied (current-state.ts): what the circuit's row is brought up to on closing. */
  seq: number;
  state: CircuitState;
  /** When its latest move was saved; null when its row already held every move. */
  lastMoveAt: Date | null;
}

type Which = (eb: ExpressionBuilder<Database, 'circuits'>) => Expression<SqlBool>;

/**
 * Locks the active circuits `which` selects (FOR UPDATE: a move being saved holds its circuit FOR
 * SHARE, so it commits first, and a move arriving after sees the circuit closed), then reads their
 * moves past the row's checkpoint. The caller closes them with `closeCircuit` in the same transaction.
 */
export async function lockActiveCircuits(trx: AppDb, which: Which): Promise<ClosingCircuit[]> {
  const rows = await trx
    .selectFrom('circuits')
    .select(['id', 'player_id', 'carried_in', 'seed', 'seq', 'state'])
    .where('status', '=', 'active')
    .where(which)
    .forUpdate()
    .execute();
  const closing: ClosingCircuit[] = [];
  for (const row of rows) {
    closing.push({
      id: row.id,
      player_id: row.player_id,
      carried_in: row.carried_in,
      ...(await currentState(trx, row)),
    });
  }
  return closing;
}

/** Closes a circuit locked by `lockActiveCircuits`: its status, and its row brought up to its last move. */
export async function closeCircuit(
  trx: AppDb,
  circuit: ClosingCircuit,
  set: { status: 'abandoned'; updated_at: Date; closed_reason: ClosedReason },
): Promise<void> {
  await trx
    .updateTable('circuits')
    .set({ ...set, seq: circuit.seq, state: JSON.stringify(circuit.state) })
    .where('id', '=', circuit.id)
    .execute();
}
