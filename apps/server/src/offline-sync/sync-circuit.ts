// Replays an offline circuit from its seed and stores it once (offline play, docs/api.md). The seed was drawn
// on the device, so nothing proves it was fixed before the guesses: the record is kept as unverified
// and never touches world_stats or score_histogram.
import type { Kysely, Selectable } from 'kysely';
import { canonicalJson, replay, seedFromHex, type StepId } from '@psi/engine';
import type { Database } from '../db/schema';
import type { OfflineCircuitsTable, OfflineMove } from './tables';
import { isUniqueViolation } from '../db/unique-violation';

type Row = Selectable<OfflineCircuitsTable>;

export interface SyncInput {
  id: string;
  seed: string;
  startedAt: string;
  finishedAt: string;
  moves: OfflineMove[];
}

export type SyncResult =
  | { kind: 'created' | 'repeated'; row: Row }
  | { kind: 'invalid'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'too_many'; message: string; retryAfterSeconds: number };

/**
 * How many offline circuits one player may sync in 24 hours (issue 33). A circuit takes a quarter of an
 * hour or more to play, so 50 is a long day of play; beyond it, forged records are the likelier story.
 */
export const OFFLINE_SYNCS_PER_DAY = 50;
const DAY_MS = 24 * 3600_000;
/** A device's clock may run a little ahead of the server's; more than this and the time is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

export const SEED_USED = 'This seed was already synced: every offline circuit draws a seed of its own.';

export function syncedView(row: Row) {
  return {
    id: row.id,
    verified: false as const,
    mainScore: row.main_score,
    orbs: row.orbs,
    karma: row.karma,
    goodOutcome: row.good_outcome,
    finishedAt: new Date(row.finished_at).toISOString(),
    syncedAt: new Date(row.synced_at).toISOString(),
  };
}

const sameRecord = (row: Row, input: SyncInput): boolean =>
  // jsonb reorders object keys: compare canonical forms.
  row.seed === input.seed && canonicalJson(row.moves) === canonicalJson(input.moves);

export async function syncOfflineCircuit(
  db: Kysely<Database>,
  playerId: string,
  input: SyncInput,
  now: Date,
): Promise<SyncResult> {
  const started = Date.parse(input.startedAt);
  const finished = Date.parse(input.finishedAt);
  if (finished < started) return { kind: 'invalid', message: 'finishedAt is before startedAt.' };
  if (finished > now.getTime() + CLOCK_SKEW_MS)
    return { kind: 'invalid', message: "finishedAt is in the future: check the device's clock." };
  const result = replay(
    seedFromHex(input.seed),
    input.moves.map((m) => ({ step: m.step as StepId, move: m.move })),
  );
  if (!result.ok)
    return {
      kind: 'invalid',
      message: `The moves do not replay from this seed: ${result.divergence?.reason ?? 'unknown reason'}.`,
    };
  if (!result.final.over)
    return {
      kind: 'invalid',
      message: 'An offline circuit is synced once it is finished: the moves stop before the end.',
    };

  const known = await db.selectFrom('offline_circuits').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (known) return repeatedOrConflict(known, playerId, input);
  const refused = await seedOrQuotaRefusal(db, playerId, input.seed, now);
  if (refused) return refused;

  const view = result.final;
  let inserted: Row | undefined;
  try {
    inserted = await db
      .insertInto('offline_circuits')
      .values({
        id: input.id,
        player_id: playerId,
        seed: input.seed,
        moves: JSON.stringify(input.moves),
        main_score: view.mainScore,
        orbs: view.orbs.length,
        karma: view.karma,
        good_outcome: view.goodOutcome ?? false,
        started_at: new Date(started),
        finished_at: new Date(finished),
        synced_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    // The same seed synced at this instant under another id (offline_circuits_seed_idx).
    if (isUniqueViolation(error)) return { kind: 'conflict', message: SEED_USED };
    throw error;
  }
  if (inserted) return { kind: 'created', row: inserted };

  // The same id synced at this instant: a repeat, or a conflict.
  const existing = await db
    .selectFrom('offline_circuits')
    .selectAll()
    .where('id', '=', input.id)
    .executeTakeFirstOrThrow();
  return repeatedOrConflict(existing, playerId, input);
}

function repeatedOrConflict(existing: Row, playerId: string, input: SyncInput): SyncResult {
  if (existing.player_id !== playerId || !sameRecord(existing, input)) {
    return { kind: 'conflict', message: 'A different circuit was already synced with this id.' };
  }
  return { kind: 'repeated', row: existing };
}

/** A new record is refused if its seed was synced before, or the player synced their day's worth. */
async function seedOrQuotaRefusal(
  db: Kysely<Database>,
  playerId: string,
  seed: string,
  now: Date,
): Promise<SyncResult | null> {
  const used = await db.selectFrom('offline_circuits').select('id').where('seed', '=', seed).executeTakeFirst();
  if (used) return { kind: 'conflict', message: SEED_USED };
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const recent = await db
    .selectFrom('offline_circuits')
    .select('synced_at')
    .where('player_id', '=', playerId)
    .where('synced_at', '>', dayAgo)
    .orderBy('synced_at')
    .limit(OFFLINE_SYNCS_PER_DAY)
    .execute();
  if (recent.length < OFFLINE_SYNCS_PER_DAY) return null;
  const frees = new Date(recent[0]!.synced_at).getTime() + DAY_MS;
  return {
    kind: 'too_many',
    message: `At most ${OFFLINE_SYNCS_PER_DAY} offline circuits a day can be synced. Try again later.`,
    retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)),
  };
}

export async function playerOfflineCircuits(db: Kysely<Database>, playerId: string) {
  const rows = await db
    .selectFrom('offline_circuits')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('finished_at', 'desc')
    .limit(20)
    .execute();
  const totals = await db
    .selectFrom('offline_circuits')
    .where('player_id', '=', playerId)
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.avg<string>('main_score').as('mean')])
    .executeTakeFirstOrThrow();
  const circuits = Number(totals.n);
  return { circuits, meanScore: circuits > 0 ? Number(totals.mean) : null, recent: rows.map(syncedView) };
}
