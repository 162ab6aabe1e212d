// The operator console's view of feedback: every player's threads, and answering them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isQueryId, threadColumns, toThread, type FeedbackThread } from './feedback-store';

export type AdminFilter = 'unanswered' | 'answered' | 'all';

export interface AdminThread extends FeedbackThread {
  playerId: string;
  answeredBy: string | null;
}

const adminColumns = [...threadColumns, 'player_id', 'answered_by'] as const;

type AdminRow = Parameters<typeof toThread>[0] & { player_id: string; answered_by: string | null };

function toAdminThread(row: AdminRow): AdminThread {
  return { ...toThread(row), playerId: row.player_id, answeredBy: row.answered_by };
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
  return { threads: rows.map(toAdminThread), counts: { unanswered: count('open'), answered: count('answered') } };
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
  return row ? toAdminThread(row) : null;
}
