// Replays an offline circuit from its seed and stores it once (offline play, docs/api.md). The seed was drawn
// on the device, so nothing proves it was fixed before the guesses: the record is kept as unverified
// and never touches world_stats or score_histogram.
import type { Kysely, Selectable } from 'kysely';
import { canonicalJson, replay, seedFromHex, type StepId } from '@psi/engine';
import type { Database } from '../db/schema';
import type { OfflineCircuitsTable, OfflineMove } from './tables';

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
  | { kind: 'conflict'; message: string };

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

  const view = result.final;
  const inserted = await db
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
  if (inserted) return { kind: 'created', row: inserted };

  const existing = await db
    .selectFrom('offline_circuits')
    .selectAll()
    .where('id', '=', input.id)
    .executeTakeFirstOrThrow();
  if (existing.player_id !== playerId || !sameRecord(existing, input)) {
    return { kind: 'conflict', message: 'A different circuit was already synced with this id.' };
  }
  return { kind: 'repeated', row: existing };
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
