// Kysely row types of migrations/015 (feedback threads).
export type FeedbackState = 'open' | 'answered';

export interface FeedbackThreadsTable {
  /** The reply-feedback-page's query_id. */
  id: string;
  player_id: string;
  subject: string;
  message: string;
  rating: number | null;
  state: FeedbackState;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  /** Set when the player opens the answer; null while the answer is unseen. */
  answer_seen_at: Date | null;
  created_at: Date;
}

export interface FeedbackTables {
  feedback_threads: FeedbackThreadsTable;
}
