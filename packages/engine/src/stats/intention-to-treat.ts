// Intention to treat (docs/statistics.md): a circuit that stops before its end still counts, as the exact
// distribution of the main score it would have reached had the player gone on guessing at random.
// Conditional on what was played, that is: the scores already made, plus the exact distribution of
// the rest of the current exercise from its present state, plus every later exercise's chance
// distribution, convolved. Its mean is the expected main score given the play so far, so the
// statistics built on it form a martingale under chance: stopping early, at any moment and for any
// reason, cannot move their expectation.
import { STEPS } from '../circuit/steps';
import { EXERCISES } from '../exercises/registry';
import type { CircuitState, Distribution, StepId } from '../types';
import { convolve, moments, toRecord, type Dense } from './dense';
import { exerciseDense } from './distributions';
import { scoreDistributionFrom, trimTail } from './enumerate';

export interface RemainingChance {
  /** The main score's exact distribution given the play so far (a single point once Karma is reached). */
  distribution: Distribution;
  /** Its mean: the expected main score. */
  mean: number;
  /** Its variance: what chance still had to decide (0 once every scored exercise is over). */
  variance: number;
}

/**
 * The exact distribution of the main score of a circuit stopped in `state`, for a guesser who would
 * have played on at random. Pure; costs one convolution of at most 15 short arrays, plus, when the
 * current exercise is under way, an enumeration of its remaining moves (milliseconds).
 */
export function remainingChance(state: CircuitState): RemainingChance {
  let played = 0;
  for (const score of Object.values(state.scores)) played += score ?? 0;
  let dense: Dense = [1];
  for (let index = state.index; index < STEPS.length; index++) {
    const step = STEPS[index]!;
    if (!step.scored) continue;
    dense = convolve(dense, index === state.index ? currentExercise(step.id, state) : exerciseDense(step.id));
  }
  const mass = dense.reduce((a, b) => a + b, 0);
  const shifted: Dense = new Array<number>(played).fill(0).concat(dense.map((p) => p / mass));
  const { mean, sd } = moments(shifted);
  return { distribution: toRecord(shifted), mean, variance: sd * sd };
}

/**
 * The current exercise from its present state, hidden targets included: under chance the player's
 * next moves cannot depend on them, so this is the expectation a guesser faces, move by move.
 */
function currentExercise(step: StepId, state: CircuitState): Dense {
  let from = fromStateCache.get(step);
  if (!from) {
    from = scoreDistributionFrom(EXERCISES[step]);
    fromStateCache.set(step, from);
  }
  return trimTail(from(state.exercise));
}

// One memo per exercise, kept: the states of an exercise are few (its chance keys), and a server
// closing many circuits reuses what earlier ones computed.
const fromStateCache = new Map<StepId, (state: unknown) => Dense>();
