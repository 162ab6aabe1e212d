import { abandonLeaf, circuitView, startLeaf, type CircuitState } from '@psi/engine';
import type { AppDb } from '../db/app-db';

// The log's one hook into circuits (docs/transparency.md): each function writes a leaf inside the
// transaction that starts or closes the circuit, so a circuit cannot start or end unlogged. The two
// single-statement paths (a first start: players/arrival-writer.ts; a last move:
// circuits/finish-circuit.ts) insert the same leaves as a part of their statement.

/** A circuit starts: its id and the commitment to its seed. */
export async function logCircuitStart(
  trx: AppDb,
  c: { id: string; commitment: string; control: boolean },
  at: Date,
): Promise<void> {
  const leaf = startLeaf({ circuit: c.id, commitment: c.commitment, control: c.control });
  await trx.insertInto('transparency_entries').values({ circuit_id: c.id, leaf, created_at: at }).execute();
}

/**
 * An unfinished circuit is closed and counted by intention to treat: its disclosed seed, why it was
 * closed, the scores played and what it counts for. Read after the row was marked abandoned.
 * Returns whether it was a control circuit (controls/), which the world's sums leave out.
 */
export async function logCircuitAbandoned(
  trx: AppDb,
  c: { id: string; state: CircuitState; expectedScore: number; remainingVariance: number },
): Promise<{ control: boolean }> {
  const row = await trx
    .selectFrom('circuits')
    .select(['seed', 'closed_reason', 'control'])
    .where('id', '=', c.id)
    .executeTakeFirstOrThrow();
  const leaf = abandonLeaf({
    circuit: c.id,
    seed: row.seed,
    reason: row.closed_reason ?? 'abandoned',
    scores: circuitView(c.state).scores,
    expectedScore: c.expectedScore,
    remainingVariance: c.remainingVariance,
    control: row.control,
  });
  await trx.insertInto('transparency_entries').values({ circuit_id: c.id, leaf }).execute();
  return { control: row.control };
}
