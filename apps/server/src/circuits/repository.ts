// The circuits and circuit_moves tables as the other features see them: every query on those tables
// lives in this folder (this file for the other features; circuit-store.ts, play-move.ts,
// finish-circuit.ts, move-batch.ts and abandon.ts for the game itself), so a change to the tables
// has one place to look (docs/server.md, Layout).
import type { AppDb } from '../db/app-db';

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
    .select(['id', 'main_score', 'orbs', 'karma', 'good_outcome', 'finished_at'])
    .where('player_id', '=', playerId)
    .where('status', '=', 'finished')
    .orderBy('finished_at', 'desc')
    .limit(limit)
    .execute();
}

/** The player's circuit in play, if any, with its state (the legacy resume call). */
export function activeCircuit(db: AppDb, playerId: string) {
  return db
    .selectFrom('circuits')
    .select(['id', 'seq', 'state'])
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** What an abandoned circuit was still expected to score, for the intention-to-treat sums. */
export async function setRemainingChance(trx: AppDb, id: string, mean: number, variance: number): Promise<void> {
  await trx
    .updateTable('circuits')
    .set({ expected_score: mean, remaining_variance: variance })
    .where('id', '=', id)
    .execute();
}

/** The circuits in play of these players, most recently played first. */
export function activeCircuitsOf(trx: AppDb, playerIds: string[]) {
  return trx
    .selectFrom('circuits')
    .select(['id', 'player_id', 'updated_at'])
    .where('player_id', 'in', playerIds)
    .where('status', '=', 'active')
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Marks one circuit abandoned (counted later by abandon.ts's sweep). */
export async function markAbandoned(trx: AppDb, id: string, now: Date): Promise<void> {
  await trx.updateTable('circuits').set({ status: 'abandoned', updated_at: now }).where('id', '=', id).execute();
}

/** Gives every circuit of one player to another; the ids moved. */
export function moveCircuits(trx: AppDb, fromPlayerId: string, toPlayerId: string) {
  return trx
    .updateTable('circuits')
    .set({ player_id: toPlayerId })
    .where('player_id', '=', fromPlayerId)
    .returning('id')
    .execute();
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
