import type { StepId, TargetSource } from '../types';

/** A target source that counts its draws, so the circuit can keep the counter in its state. */
export interface CountingSource extends TargetSource {
  readonly counter: number;
}

/** Opens the target stream of one step at a given counter. */
export type TargetStreams = (step: StepId, counter: number) => CountingSource;

/** Checks a draw's range once, for every source. */
export function assertRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`cannot draw from ${n} values`);
}
