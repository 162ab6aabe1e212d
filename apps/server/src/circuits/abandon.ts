import type { CircuitState } from '@psi/engine';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AppDb } from '../db/app-db';
import type { Database } from '../db/schema';
import type { CircuitStatus } from './tables';
import { closeCircuit, lockActiveCircuits } from './close-circuit';
import { recordAbandoned } from '../stats/record-abandon';
import type { ClosedReason } from '../stats/itt-columns';

/**
 * Closes the player's active circuit, if any, as abandoned because they started a new one, and
 * counts it (intention to treat). Inside the transaction that starts the new circuit.
 * Returns the ids closed (for the caller's cache).
 */
export async function abandonActiveCircuit(trx: AppDb, playerId: string, now: Date): Promise<string[]> {
  return closeAndCount(trx, (eb) => eb('player_id', '=', playerId), now, 'new-circuit');
}

/**
 * Closes the active circuits `which` selects as abandoned for `reason` and counts each at once
 * (intention to treat), inside the caller's transaction: a login that leaves a circuit unfinished,
 * an account being deleted. Returns the ids closed (for the caller's cache).
 */
export async function closeAndCount(
  trx: AppDb,
  which: (eb: ExpressionBuilder<Database, 'circuits'>) => Expression<SqlBool>,
  now: Date,
  reason: ClosedReason,
): Promise<string[]> {
  const closing = await lockActiveCircuits(trx, which);
  for (const circuit of closing) {
    await closeCircuit(trx, circuit, { status: 'abandoned', updated_at: now, closed_reason: reason });
    await recordAbandoned(trx, stopped(circuit));
  }
  return closing.map((c) => c.id);
}

function stopped(row: { id: string; player_id: string; state: CircuitState; carried_in: boolean }) {
  return { id: row.id, playerId: row.player_id, state: row.state, carriedIn: row.carried_in };
}

const BATCH = 200;

/** Which circuits of a status a sweep is after, checked when it lists them and again in each transaction. */
type Due = (eb: ExpressionBuilder<Database, 'circuits'>) => Expression<SqlBool>;

/**
 * Lists the circuits of `status` that are `due`, BATCH at a time, until a batch comes back short;
 * each in a transaction of its own: `claim` re-checks it (same status, still due) and returns it if
 * it is still to be counted, then it is counted as abandoned. Returns how many were counted.
 */
async function sweep(
  db: AppDb,
  status: CircuitStatus,
  due: Due,
  claim: (
    trx: AppDb,
    id: string,
  ) => Promise<{ id: string; player_id: string; state: CircuitState; carried_in: boolean } | undefined>,
  afterEach: (id: string) => void = () => undefined,
): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db
      .selectFrom('circuits')
      .select('id')
      .where('status', '=', status)
      .where(due)
      .limit(BATCH)
      .execute();
    for (const { id } of batch) {
      const counted = await db.transaction().execute(async (trx) => {
        const row = await claim(trx, id);
        if (row) await recordAbandoned(trx, stopped(row));
        return row !== undefined;
      });
      if (counted) done++;
      afterEach(id);
    }
    if (batch.length < BATCH) return done;
  }
}

/**
 * Times out active circuits with no move for `idleMinutes` (the session idle time: the player's
 * session has expired too): each is closed as abandoned ('timed-out') and counted, one transaction
 * per circuit, and only if it is still active and still idle (a move racing the sweep wins).
 * Returns how many were closed.
 */
export async function closeIdleCircuits(
  db: AppDb,
  now: Date,
  idleMinutes: number,
  forget: (id: string) => void,
): Promise<number> {
  const cutoff = new Date(now.getTime() - idleMinutes * 60_000);
  // created_at first: circuits_active_started_idx lists the candidates (a circuit idle since `cutoff`
  // started before it). A move does not touch its circuit's row (current-state.ts), so the last move
  // is the newest of its circuit_moves rows, read through their primary key.
  const idle: Due = (eb) =>
    eb.and([
      eb('created_at', '<', cutoff),
      eb('updated_at', '<', cutoff),
      eb.not(
        eb.exists(
          eb
            .selectFrom('circuit_moves')
            .select('circuit_moves.seq')
            .whereRef('circuit_moves.circuit_id', '=', 'circuits.id')
            .where('circuit_moves.created_at', '>=', cutoff),
        ),
      ),
    ]);
  const close = async (trx: AppDb, id: string) => {
    const [circuit] = await lockActiveCircuits(trx, (eb) => eb.and([eb('id', '=', id), idle(eb)]));
    // Read after the lock: a move that was being saved as the sweep listed this circuit has committed.
    if (!circuit || (circuit.lastMoveAt !== null && circuit.lastMoveAt >= cutoff)) return undefined;
    await closeCircuit(trx, circuit, { status: 'abandoned', updated_at: now, closed_reason: 'timed-out' });
    return circuit;
  };
  return sweep(db, 'active', idle, close, forget);
}

/**
 * Counts abandoned circuits that were never counted: those closed before migration 005. Runs with
 * the sweep; a no-op once they are all counted. Returns how many it counted.
 */
export async function countUncountedAbandoned(db: AppDb): Promise<number> {
  const uncounted: Due = (eb) => eb('expected_score', 'is', null);
  // Lock the row and re-check, so two processes sweeping at once count it once.
  const lock = (trx: AppDb, id: string) =>
    trx
      .selectFrom('circuits')
      .select(['id', 'player_id', 'state', 'carried_in'])
      .where('id', '=', id)
      .where('status', '=', 'abandoned')
      .where(uncounted)
      .forUpdate()
      .executeTakeFirst();
  return sweep(db, 'abandoned', uncounted, lock);
}
