import { randomUUID } from 'node:crypto';
import {
  claimLeaf,
  claimTerms,
  judgeClaim,
  remainingChance,
  type CircuitState,
  type ClaimCircuit,
  type ClaimJudgement,
  type ClaimTerms,
} from '@psi/engine';
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import type { CircuitStatus } from '../circuits/tables';

export interface StoredClaim {
  id: string;
  playerId: string;
  terms: ClaimTerms;
  logEntry: string;
  sealedAt: Date;
}

export interface ClaimRow {
  id: string;
  status: CircuitStatus;
  commitment: string;
  seed: string;
  state: CircuitState;
  mainScore: number | null;
  expectedScore: number | null;
}

/**
 * Seals a claim: its leaf goes into the transparency log in the same transaction, and the leaf's entry id
 * marks where the claim begins (the circuits whose start leaf comes later are its own). The player's row is
 * locked so two seals at once cannot both see no open claim.
 */
export async function sealClaim(
  db: AppDb,
  playerId: string,
  terms: ClaimTerms,
  now: Date,
): Promise<StoredClaim | 'already-open'> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().execute();
    const latest = await latestClaim(trx, playerId);
    if (latest && (await judgeStored(trx, latest)).judged.status === 'open') return 'already-open';
    const id = randomUUID();
    const leaf = claimLeaf({ claim: id, circuits: terms.circuits, level: terms.level, tilts: [...terms.tilts] });
    const entry = await trx
      .insertInto('transparency_entries')
      .values({ circuit_id: id, leaf, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const logEntry = String(entry.id);
    await trx
      .insertInto('claims')
      .values({
        id,
        player_id: playerId,
        circuits: terms.circuits,
        level: terms.level,
        tilts: JSON.stringify(terms.tilts),
        log_entry: logEntry,
        sealed_at: now,
      })
      .execute();
    return { id, playerId, terms, logEntry, sealedAt: now };
  });
}

const toStored = (row: {
  id: string;
  player_id: string;
  circuits: number;
  level: number;
  tilts: number[];
  log_entry: string;
  sealed_at: Date;
}): StoredClaim => ({
  id: row.id,
  playerId: row.player_id,
  terms: { ...claimTerms(row.circuits, row.level), tilts: row.tilts },
  logEntry: String(row.log_entry),
  sealedAt: row.sealed_at,
});

/** The player's most recent claim, open or closed (the one /prove-it and the end of a circuit show). */
export async function latestClaim(db: AppDb, playerId: string): Promise<StoredClaim | null> {
  const row = await db
    .selectFrom('claims')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('log_entry', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

export async function findClaim(db: AppDb, id: string): Promise<StoredClaim | null> {
  const row = await db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStored(row) : null;
}

/**
 * The player's circuits that started after the seal, in the order they started: those whose first log
 * entry (the start leaf, written in the starting transaction) comes after the claim's leaf. At most the
 * claim's number of circuits; judgeClaim stops earlier when the level is reached.
 */
async function circuitsAfter(db: AppDb, claim: StoredClaim): Promise<ClaimRow[]> {
  const rows = await db
    .selectFrom('circuits as c')
    .innerJoin('transparency_entries as t', 't.circuit_id', 'c.id')
    .select([
      'c.id',
      'c.status',
      'c.commitment',
      'c.seed',
      'c.state',
      'c.main_score',
      'c.expected_score',
      sql<string>`min(t.id)`.as('started_entry'),
    ])
    .where('c.player_id', '=', claim.playerId)
    .where('c.created_at', '>=', claim.sealedAt)
    .groupBy('c.id')
    .having(sql`min(t.id)`, '>', sql`${claim.logEntry}::bigint`)
    .orderBy(sql`min(t.id)`)
    .limit(claim.terms.circuits)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    commitment: r.commitment,
    seed: r.seed,
    state: r.state,
    mainScore: r.main_score,
    expectedScore: r.expected_score,
  }));
}

/** A closed circuit's main-score law: a point when finished, its remaining chance when abandoned (intention to treat). */
function asClaimCircuit(row: ClaimRow): ClaimCircuit {
  if (row.status === 'active') return { id: row.id, status: 'active' };
  if (row.status === 'finished' && row.mainScore !== null)
    return { id: row.id, status: 'finished', law: { [row.mainScore]: 1 } };
  return { id: row.id, status: 'abandoned', law: remainingChance(row.state).distribution };
}

export async function judgeStored(
  db: AppDb,
  claim: StoredClaim,
): Promise<{ judged: ClaimJudgement; rows: ClaimRow[] }> {
  const rows = await circuitsAfter(db, claim);
  const judged = judgeClaim(claim.terms, rows.map(asClaimCircuit));
  return { judged, rows: rows.slice(0, judged.circuitIds.length) };
}
