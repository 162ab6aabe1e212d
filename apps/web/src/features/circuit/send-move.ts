// Sends one move with its sequence number. A network failure is retried once with the SAME seq: the
// server answers a repeated (seq, move) identically, so a retry can never apply a move twice.
import type { MoveMap, StepId } from '@psi/engine';
import type { TaggedMove } from '@psi/contract';
import { postMove } from '../../lib/api/circuits';
import { ApiError, NetworkError } from '../../lib/api/http';
import type { MoveResult } from '../../lib/api/types';

/** A step's move as the contract's union member. TypeScript cannot follow a generic S into the union. */
export function taggedMove<S extends StepId>(step: S, move: MoveMap[S]): TaggedMove {
  return { step, move } as TaggedMove;
}

export async function sendMove<S extends StepId>(
  id: string,
  seq: number,
  step: S,
  move: MoveMap[S],
): Promise<MoveResult> {
  const body = { seq, ...taggedMove(step, move) };
  try {
    return await postMove(id, body);
  } catch (err) {
    if (!(err instanceof NetworkError)) throw err;
    return postMove(id, body);
  }
}

/** What to tell the player when a move was not accepted. */
export function moveErrorMessage(err: unknown): string {
  if (err instanceof NetworkError)
    return 'Your move did not reach the server. Check your connection and try again: nothing was lost.';
  if (err instanceof ApiError) {
    if (err.status === 401) return 'Session timeout.';
    if (err.code === 'out_of_order')
      return 'This circuit moved on elsewhere (another tab?). Here it is as the server holds it.';
    if (err.status === 404) return 'This circuit could not be found. Play again to start a new one.';
    if (err.status === 409) return 'This exercise is already over.';
    return err.message;
  }
  return 'Something went wrong. Please try again.';
}
