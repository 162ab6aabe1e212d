// The operator console's view of feedback: every player's threads, and answering them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isQueryId, threadColumns, toThread, type FeedbackThread } from './feedback-store';

export type AdminFilter = 'unanswered' | 'answered' | 'all';

export interface AdminThread extends FeedbackThread {
  playerId: string;
  /** The account's name; null for an anonymous player (issue 34: the console named players by id). */
  playerName: string | null;
  answeredBy: string | null;
}

const adminColumns = [...threadColumns, 'player_id', 'answered_by'] as const;

type AdminRow = Parameters<typeof toThread>[0] & { player_id: string; answered_by: string | null };

/** Each thread with its player's account name, read in one query for the whole page. */
async function withNames(db: Kysely<Database>, rows: AdminRow[]): Promise<AdminThread[]> {
  const ids = [...new Set(rows.map((r) => r.player_id))];
  const names =
    ids.length === 0
      ? []
      : await db.selectFrom('accounts').select(['player_id', 'name']).where('player_id', 'in', ids).execute();
  const nameOf = new Map(names.map((n) => [n.player_id, n.name]));
  return rows.map((row) => ({
    ...toThread(row),
    playerId: row.player_id,
    playerName: nameOf.get(row.player_id) ?? null,
    answeredBy: row.answered_by,
  }));
}

export interface AdminList {
  threads: AdminThread[];
  counts: { unanswered: number; answered: number };
}

/** Unanswered threads oldest first (the queue to work through); the others newest first. */
export async function listForAdmin(db: Kysely<Database>, filter: AdminFilter, limit: number): Promise<AdminList> {
  let query = db.selectFrom('feedback_threads').select(adminColumns);
  if (filter === 'unanswered') query = query.where('state', '=', 'open').orderBy('created_at', 'asc');
  else {
    if (filter === 'answered') query = query.where('state', '=', 'answered');
    query = query.orderBy('created_at', 'desc');
  }
  const [rows, counts] = await Promise.all([
    query.orderBy('id').limit(limit).execute(),
    db
      .selectFrom('feedback_threads')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute(),
  ]);
  const count = (state: string) => Number(counts.find((c) => c.state === state)?.n ?? 0);
  return { threads: await withNames(db, rows), counts: { unanswered: count('open'), answered: count('answered') } };
}

/**
 * Writes (or rewrites) the answer. A new or corrected answer is unseen again, so the player's
 * alert shows it on their next check.
 */
export async function answerThread(
  db: Kysely<Database>,
  id: string,
  answer: string,
  answeredBy: string,
  now: Date,
): Promise<AdminThread | null> {
  if (!isQueryId(id)) return null;
  const row = await db
    .updateTable('feedback_threads')
    .set({ state: 'answered', answer, answered_by: answeredBy, answered_at: now, answer_seen_at: null })
    .where('id', '=', id)
    .returning(adminColumns)
    .executeTakeFirst();
  return row ? ((await withNames(db, [row]))[0] ?? null) : null;
}
