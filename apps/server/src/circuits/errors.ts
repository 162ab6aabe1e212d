/** An answer other than 2xx, in the shape of the API contract: `{ error, message, ... }`. */
export interface ApiFailure {
  status: number;
  body: { error: string; message: string; [extra: string]: unknown };
}

export const notFound = (): ApiFailure => ({
  status: 404,
  body: { error: 'not_found', message: 'There is no such circuit for this player.' },
});

export const outOfOrder = (expectedSeq: number): ApiFailure => ({
  status: 409,
  body: {
    error: 'out_of_order',
    message: `This move is out of order: the circuit has ${expectedSeq} move(s), so the next move must carry seq ${expectedSeq}.`,
    expectedSeq,
  },
});

export const circuitOver = (): ApiFailure => ({
  status: 409,
  body: { error: 'circuit_over', message: 'This circuit is over: start a new one to play again.' },
});

export const notOver = (): ApiFailure => ({
  status: 409,
  body: { error: 'not_over', message: 'The proof is disclosed once the circuit is over.' },
});

export function isFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}
