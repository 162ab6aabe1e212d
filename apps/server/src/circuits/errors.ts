import { ApiError } from '../http/api-error';

// A circuit's refusals, returned by its stores (circuit-store.ts, play-move.ts) and thrown by the
// routes; the error handler gives each kind its status (plugins/error-handler.ts).

export const notFound = (): ApiError =>
  new ApiError('not_found', { error: 'not_found', message: 'There is no such circuit for this player.' });

export const outOfOrder = (expectedSeq: number): ApiError =>
  new ApiError('conflict', {
    error: 'out_of_order',
    message: `This move is out of order: the circuit has ${expectedSeq} move(s), so the next move must carry seq ${expectedSeq}.`,
    expectedSeq,
  });

export const circuitOver = (): ApiError =>
  new ApiError('conflict', { error: 'circuit_over', message: 'This circuit is over: start a new one to play again.' });

export const notOver = (): ApiError =>
  new ApiError('conflict', { error: 'not_over', message: 'The proof is disclosed once the circuit is over.' });
