// How many circuits a move row prepares before its window, so that no connection runs out: a
// connection whose circuits are all played repeats a stale seq, and those refusals would mix into the
// row's rate (at 50 connections on a quiet machine one round refused 2,517 moves).

/** Moves a circuit takes at the least likely to matter: a random guesser averages about 67. */
export const MOVES_PER_CIRCUIT = 60;
/** The rate prepared for before any window of the row was measured (moves a second). */
export const FIRST_RATE = 6_000;
/** Headroom over the fastest window seen: rounds of one row range up to 1.3-fold on these machines. */
export const HEADROOM = 2;

/**
 * Circuits for a window of `seconds` at `connections`: for the fastest rate this row has reached
 * (or FIRST_RATE before its first window), twice over, plus one in play per connection.
 */
export function circuitsToPrepare(seconds: number, connections: number, fastestRate: number): number {
  const rate = Math.max(FIRST_RATE, HEADROOM * fastestRate);
  return Math.ceil((rate * seconds) / MOVES_PER_CIRCUIT) + connections;
}
