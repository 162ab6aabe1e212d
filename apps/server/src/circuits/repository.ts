// The circuits and circuit_moves tables as the other features see them: every query on those tables
// lives in this folder (this file for the other features; circuit-store.ts, play-move.ts,
// finish-circuit.ts, move-batch.ts, current-state.ts, close-circuit.ts and abandon.ts for the game
// itself), so a change to the tables has one place to look (docs/server.md, Layout).
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import { currentState } from './current-state';

/** Every circuit the player started, whatever its status (FREE_CIRCUITS counts them). */
export async function countStartedCircuits(db: AppDb, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('circuits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The player's finished circuits, latest first (an index range). */
export function latestFinishedCircuits(db: AppDb, playerId: string, limit: number) {
  return db
    .selectFrom('circuits')
    .select(['id', 'main_score', 'orbs', 'karma', 'good_outcome', 'finished_at', 'carried_in'])
    .where('player_id', '=', playerId)
    .where('status', '=', 'finished')
    .orderBy('finished_at', 'desc')
    .limit(limit)
    .execute();
}

/** The player's circuit in play, if any, with every move applied (the legacy resume call). */
export async function activeCircuit(db: AppDb, playerId: string) {
  const row = await db
    .selectFrom('circuits')
    .select(['id', 'seed', 'seq', 'state'])
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  const { seq, state } = await currentState(db, row);
  return { id: row.id, seq, state };
}

/** What an abandoned circuit was still expected to score, for the intention-to-treat sums. */
export async function setRemainingChance(trx: AppDb, id: string, mean: number, variance: number): Promise<void> {
  await trx
    .updateTable('circuits')
    .set({ expected_score: mean, remaining_variance: variance })
    .where('id', '=', id)
    .execute();
}

/**
 * The circuits in play of these players, most recently played first: by their last move (a move does
 * not touch its circuit's row: current-state.ts), or by their start if none was played.
 */
export function activeCircuitsOf(trx: AppDb, playerIds: string[]) {
  return trx
    .selectFrom('circuits')
    .select(['id', 'player_id'])
    .where('player_id', 'in', playerIds)
    .where('status', '=', 'active')
    .orderBy(
      sql`greatest(circuits.updated_at, (select max(m.created_at) from circuit_moves m where m.circuit_id = circuits.id))`,
      'desc',
    )
    .execute();
}

/**
 * Gives every circuit of an anonymous player to an account, marked as carried in (outside the
 * account's statistics, migrations/040); the ids moved.
 */
export function moveCircuits(trx: AppDb, fromPlayerId: string, toPlayerId: string) {
  return trx
    .updateTable('circuits')
    .set({ player_id: toPlayerId, carried_in: true })
    .where('player_id', '=', fromPlayerId)
    .returning('id')
    .execute();
}

/** Marks every circuit of an anonymous player who registers as carried in (migrations/040); how many. */
export async function markCarriedIn(trx: AppDb, playerId: string): Promise<number> {
  const rows = await trx
    .updateTable('circuits')
    .set({ carried_in: true })
    .where('player_id', '=', playerId)
    .returning('id')
    .execute();
  return rows.length;
}

/** Deletes the player's circuits (their moves cascade); the ids deleted, to drop from the cache. */
export function deleteCircuitsOf(db: AppDb, playerId: string) {
  return db.deleteFrom('circuits').where('player_id', '=', playerId).returning('id').execute();
}

/** Every circuit of the player, oldest first, as the data export shows it (no hidden state). */
export function circuitsForExport(db: AppDb, playerId: string) {
  return db
    .selectFrom('circuits')
    .select([
      'id',
      'status',
      'seed',
      'commitment',
      'main_score',
      'orbs',
      'karma',
      'good_outcome',
      'created_at',
      'finished_at',
    ])
    .where('player_id', '=', playerId)
    .orderBy('created_at')
    .execute();
}

/** Every move of every circuit of the player, by circuit then seq, as the data export shows it. */
export function movesForExport(db: AppDb, playerId: string) {
  return db
    .selectFrom('circuit_moves')
    .innerJoin('circuits', 'circuits.id', 'circuit_moves.circuit_id')
    .select([
      'circuit_moves.circuit_id',
      'circuit_moves.seq',
      'circuit_moves.step',
      'circuit_moves.move',
      'circuit_moves.outcome',
      'circuit_moves.created_at',
    ])
    .where('circuits.player_id', '=', playerId)
    .orderBy('circuit_moves.circuit_id')
    .orderBy('circuit_moves.seq')
    .execute();
}
