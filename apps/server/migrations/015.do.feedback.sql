-- Feedback threads (issue 10, items 1-2): a player's question and the team's answer.
-- The sender is the player of the session that sent it, anonymous or logged in.
create table feedback_threads (
  id uuid primary key,                 -- the reply-feedback-page's query_id
  player_id uuid not null references players (id) on delete cascade,
  subject text not null check (char_length(subject) between 1 and 120),
  message text not null check (char_length(message) between 1 and 4000),
  rating smallint check (rating between 1 and 5),
  state text not null default 'open' check (state in ('open', 'answered')),
  answer text check (answer is null or char_length(answer) between 1 and 4000),
  answered_by text,                    -- who answered (the admin's name or e-mail)
  answered_at timestamptz,
  answer_seen_at timestamptz,          -- set when the player opens the answer (Show)
  created_at timestamptz not null,
  check ((state = 'answered') = (answer is not null and answered_at is not null))
);
-- The sender's threads, newest first; the unseen-answer check reads the same index.
create index feedback_threads_player_idx on feedback_threads (player_id, created_at desc);
-- The console's "unanswered" filter, oldest first.
create index feedback_threads_open_idx on feedback_threads (created_at) where state = 'open';
