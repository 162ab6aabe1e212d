import type { Outcome } from '@psi/engine';
import { preparedStatement } from '../db/prepared';
import type { AppDb } from '../db/app-db';
import { GroupCommit } from '../db/group-commit';

export interface PendingMove {
  id: string;
  seq: number;
  step: string;
  move: unknown;
  outcome: Outcome;
  at: Date;
}

// Many moves in one statement (one commit, one round trip), each only inserting its circuit_moves
// row: the circuit's row is not rewritten per move but brought up to date when the circuit closes
// (current-state.ts). A move is saved only if its circuit is still active (held FOR SHARE until the
// commit, so closing the circuit waits for it) and its (circuit_id, seq) is free: the primary key
// makes a retry racing its original, or a second API process, land once. No gap can open: a move
// at seq s is only sent from a state that already holds move s − 1 (play-move.ts). `n` says which
// moves were saved. The view answered is not stored either: the engine's view of the state after
// the move, rebuilt by replaying the moves when a retry asks for it (play-move.ts). The `exists`
// reads each circuit through its primary key, however many are in play (move-batch.test.ts checks
// the cached plan with 3,000 other active circuits).
export const saveMovesSql = `with i as (
    select * from jsonb_to_recordset($1::jsonb)
      as i(n int, id uuid, seq int, step text, move jsonb, outcome jsonb, at timestamptz)),
  saved as (
    insert into circuit_moves (circuit_id, seq, step, move, outcome, created_at)
      select i.id, i.seq, i.step, i.move, i.outcome, i.at from i
        where exists (select from circuits c where c.id = i.id and c.status = 'active' for share)
      on conflict do nothing
      returning circuit_id, seq)
  select i.n from i join saved on saved.circuit_id = i.id and saved.seq = i.seq`;
const saveMoves = preparedStatement(saveMovesSql);

/**
 * Group commit for moves (db/group-commit.ts): the moves that arrive while a batch is written go
 * together in the next statement. `save` resolves true once the move is committed, false when
 * another request applied this seq first (or the circuit is no longer active).
 */
export class MoveBatcher {
  private readonly group: GroupCommit<PendingMove, boolean>;

  constructor(db: AppDb, maxInFlight = 1, maxBatch = 64) {
    this.group = new GroupCommit(
      async (moves) => {
        // Two moves of one circuit at one seq in a batch (a retry and its original): only the first
        // is sent, so the statement's answer names it alone and the other is answered false.
        const first = new Map<string, number>();
        moves.forEach((move, n) => {
          const key = `${move.id}/${move.seq}`;
          if (!first.has(key)) first.set(key, n);
        });
        const sent = [...first.values()];
        const payload = JSON.stringify(sent.map((n) => ({ n, ...moves[n]! })));
        const result = await db.executeQuery<{ n: number }>(saveMoves([payload]));
        const saved = new Set(result.rows.map((row) => row.n));
        return moves.map((_, n) => saved.has(n));
      },
      maxBatch,
      maxInFlight,
    );
  }

  save(move: PendingMove): Promise<boolean> {
    return this.group.submit(move);
  }
}
