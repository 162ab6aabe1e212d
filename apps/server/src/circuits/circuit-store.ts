import { randomUUID } from 'node:crypto';
import {
  circuitView,
  commitment,
  seedToHex,
  startCircuit,
  startLeaf,
  type CircuitView,
  type Outcome,
} from '@psi/engine';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppDb } from '../db/app-db';
import { isUniqueViolation } from '../db/unique-violation';
import type { AppContext } from '../app-context';
import { abandonActiveCircuit } from './abandon';
import { latestState } from './current-state';
import type { ApiError } from '../http/api-error';
import { notFound, notOver } from './errors';
import { logCircuitStart } from '../transparency/log-entries';

export interface CircuitSnapshot {
  id: string;
  commitment: string;
  seq: number;
  view: CircuitView;
  lastOutcome: Outcome | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * Starts a verified circuit: 32 secret bytes from node:crypto, their SHA-256 published now, the seed
 * disclosed only once the circuit is over. A player has one unfinished circuit at a time; starting
 * another abandons it (a unique partial index makes concurrent starts safe: the loser retries).
 */
/** A check run in the starting transaction (purchases/entitlement.ts: FREE_CIRCUITS); a failure refuses the start. */
export type StartGate = (trx: Transaction<Database>, playerId: string) => Promise<ApiError | null>;

class GateRefused extends Error {
  constructor(readonly failure: ApiError) {
    super(failure.message);
  }
}

export async function startVerifiedCircuit(
  ctx: AppContext,
  playerId: string,
  gate?: StartGate,
  { control = false }: { control?: boolean } = {},
): Promise<Omit<CircuitSnapshot, 'lastOutcome'> | ApiError> {
  const { db } = ctx;
  const now = ctx.now();
  const seed = ctx.circuitSeed();
  const state = startCircuit(seed);
  const row = { id: randomUUID(), commitment: commitment(seed) };
  const seedHex = seedToHex(seed);
  // Usually the player has no unfinished circuit (a new player, or the last one finished): then one
  // statement inserts it. Otherwise the transaction below abandons the old one first. With the
  // FREE_CIRCUITS gate on, every start goes through the transaction, where the gate counts circuits.
  // A control circuit (controls/) too: the grouped statement knows nothing of controls.
  const inserted =
    !gate &&
    !control &&
    (await ctx.circuitStarts.submit({
      id: row.id,
      player_id: playerId,
      seed: seedHex,
      commitment: row.commitment,
      state,
      at: now,
      leaf: startLeaf({ circuit: row.id, commitment: row.commitment, control: false }),
    }));
  for (let attempt = 1; !inserted; attempt++) {
    try {
      const abandoned = await db.transaction().execute(async (trx) => {
        const refused = gate ? await gate(trx, playerId) : null;
        if (refused) throw new GateRefused(refused);
        const ids = await abandonActiveCircuit(trx, playerId, now);
        await trx
          .insertInto('circuits')
          .values({
            id: row.id,
            player_id: playerId,
            seed: seedHex,
            commitment: row.commitment,
            status: 'active',
            seq: 0,
            state: JSON.stringify(state),
            created_at: now,
            updated_at: now,
            control,
          })
          .execute();
        await logCircuitStart(trx, { id: row.id, commitment: row.commitment, control }, now);
        return ids;
      });
      // An abandoned circuit now counts in the world's statistics (intention to treat).
      if (abandoned.length > 0) ctx.worldStats.invalidate();
      break;
    } catch (error) {
      if (error instanceof GateRefused) return error.failure;
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
  ctx.circuits.set(row.id, { playerId, seed, seq: 0, status: 'active', state, control });
  return { ...row, seq: 0, view: circuitView(state) };
}

export async function findCircuit(db: AppDb, playerId: string, id: string | null): Promise<CircuitSnapshot | ApiError> {
  if (id !== null && !isUuid(id)) return notFound();
  let query = db
    .selectFrom('circuits')
    .select(['id', 'seed', 'commitment', 'status', 'seq', 'state'])
    .where('player_id', '=', playerId);
  query = id === null ? query.where('status', '=', 'active') : query.where('id', '=', id);
  const found = await query.executeTakeFirst();
  if (!found) return notFound();
  const row = { ...found, ...(await latestState(db, found)) };
  const last =
    row.seq === 0
      ? undefined
      : await db
          .selectFrom('circuit_moves')
          .select('outcome')
          .where('circuit_id', '=', row.id)
          .where('seq', '=', row.seq - 1)
          .executeTakeFirst();
  return {
    id: row.id,
    commitment: row.commitment,
    seq: row.seq,
    view: circuitView(row.state),
    lastOutcome: last?.outcome ?? null,
  };
}

export interface CircuitProof {
  seed: string;
  commitment: string;
  moves: { step: string; move: unknown; outcome: Outcome }[];
  scores: CircuitView['scores'];
  mainScore: number;
  orbs: number;
  karma: number | null;
}

/** The fairness proof: only once the circuit can no longer be played (finished, or abandoned). */
export async function circuitProof(db: AppDb, playerId: string, id: string): Promise<CircuitProof | ApiError> {
  if (!isUuid(id)) return notFound();
  const row = await db
    .selectFrom('circuits')
    .select(['seed', 'commitment', 'status', 'state'])
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row) return notFound();
  if (row.status === 'active') return notOver();
  const moves = await db
    .selectFrom('circuit_moves')
    .select(['step', 'move', 'outcome'])
    .where('circuit_id', '=', id)
    .orderBy('seq')
    .execute();
  const view = circuitView(row.state);
  return {
    seed: row.seed,
    commitment: row.commitment,
    moves,
    scores: view.scores,
    mainScore: view.mainScore,
    orbs: view.orbs.length,
    karma: view.karma,
  };
}
