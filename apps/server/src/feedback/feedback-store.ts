// Feedback threads: a player's question and, once the team has written it, the answer.
// The player sees only their own threads; "seen" is the alert's state (docs/feedback.md).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FeedbackThreadsTable } from './tables';

export interface FeedbackThread {
  query_id: string;
  subject: string;
  message: string;
  rating: number | null;
  state: 'open' | 'answered';
  answer: string | null;
  answeredAt: string | null;
  /** True once the player opened the answer (Show); false while it is unseen or unanswered. */
  seen: boolean;
  createdAt: string;
}

export interface NewFeedback {
  subject: string;
  message: string;
  rating?: number | undefined;
}

type Row = Pick<
  FeedbackThreadsTable,
  'id' | 'subject' | 'message' | 'rating' | 'state' | 'answer' | 'answered_at' | 'answer_seen_at' | 'created_at'
>;
export const threadColumns = [
  'id',
  'subject',
  'message',
  'rating',
  'state',
  'answer',
  'answered_at',
  'answer_seen_at',
  'created_at',
] as const;

export function toThread(row: Row): FeedbackThread {
  return {
    query_id: row.id,
    subject: row.subject,
    message: row.message,
    rating: row.rating,
    state: row.state,
    answer: row.answer,
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    seen: row.answer_seen_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isQueryId = (id: string): boolean => UUID.test(id);

export async function createThread(
  db: Kysely<Database>,
  playerId: string,
  input: NewFeedback,
  now: Date,
): Promise<FeedbackThread> {
  const row = await db
    .insertInto('feedback_threads')
    .values({
      id: randomUUID(),
      player_id: playerId,
      subject: input.subject,
      message: input.message,
      rating: input.rating ?? null,
      state: 'open',
      answer: null,
      answered_by: null,
      answered_at: null,
      answer_seen_at: null,
      created_at: now,
    })
    .returning(threadColumns)
    .executeTakeFirstOrThrow();
  return toThread(row);
}

/** The player's threads, newest first (at most `limit`). */
export async function listThreads(db: Kysely<Database>, playerId: string, limit = 50): Promise<FeedbackThread[]> {
  const rows = await db
    .selectFrom('feedback_threads')
    .select(threadColumns)
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toThread);
}

/** Answered threads the player has not opened yet, oldest answer first (the alert shows the first). */
export async function unseenAnswers(db: Kysely<Database>, playerId: string): Promise<FeedbackThread[]> {
  const rows = await db
    .selectFrom('feedback_threads')
    .select(threadColumns)
    .where('player_id', '=', playerId)
    .where('state', '=', 'answered')
    .where('answer_seen_at', 'is', null)
    .orderBy('answered_at')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map(toThread);
}

export async function findThread(db: Kysely<Database>, playerId: string, id: string): Promise<FeedbackThread | null> {
  if (!isQueryId(id)) return null;
  const row = await db
    .selectFrom('feedback_threads')
    .select(threadColumns)
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ? toThread(row) : null;
}

/**
 * Marks an answer seen (the alert's Show). Idempotent: the first time stamps the moment, later
 * calls change nothing. An open thread has nothing to see: 'not_answered'.
 */
export async function markSeen(
  db: Kysely<Database>,
  playerId: string,
  id: string,
  now: Date,
): Promise<FeedbackThread | 'not_found' | 'not_answered'> {
  if (!isQueryId(id)) return 'not_found';
  await db
    .updateTable('feedback_threads')
    .set({ answer_seen_at: now })
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .where('state', '=', 'answered')
    .where('answer_seen_at', 'is', null)
    .execute();
  const thread = await findThread(db, playerId, id);
  if (!thread) return 'not_found';
  return thread.state === 'answered' ? thread : 'not_answered';
}

/** Gives every thread of one player to another (an anonymous player who logs in, docs/decisions.md). */
export async function giveThreads(trx: Kysely<Database>, fromPlayerId: string, toPlayerId: string): Promise<void> {
  await trx
    .updateTable('feedback_threads')
    .set({ player_id: toPlayerId })
    .where('player_id', '=', fromPlayerId)
    .execute();
}
