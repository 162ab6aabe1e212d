// Random circuits played through the circuit machine with a seeded guesser and fast seeded targets
// (sfc32; verified circuits use HMAC targets, which are slower but give the same distribution).
import { applyMoveWith, currentStep, startCircuitWith } from '../circuit/machine';
import { mainScoreOf } from '../circuit/view';
import { EXERCISES } from '../exercises/registry';
import { randomExerciseMove } from '../exercises/random-move';
import { fastStreams, sfc32, type Random } from '../targets/fast-source';
import type { TargetStreams } from '../targets/source';
import type { CircuitState } from '../types';

export interface Simulation {
  circuits: number;
  mean: number;
  sd: number;
  histogram: Record<number, number>;
}

/** Plays one circuit to its end; the guesser sees only each exercise's view. */
export function playRandomCircuit(streams: TargetStreams, guesser: Random): CircuitState {
  let state = startCircuitWith(streams);
  for (let step = currentStep(state); step !== null; step = currentStep(state)) {
    const def = EXERCISES[step];
    const move = randomExerciseMove(def, def.view(state.exercise), guesser.int);
    const applied = applyMoveWith(streams, state, { step, move });
    if (!applied.ok) throw new Error(`the random guesser made a rejected move: ${applied.message}`);
    state = applied.state;
  }
  return state;
}

/** N random circuits from one seed: targets and guesses from two generators derived from it. */
export function simulateCircuits(circuits: number, seed: number): Simulation {
  const streams = fastStreams(sfc32(seed));
  const guesser = sfc32(seed ^ 0x5bd1e995);
  const histogram: Record<number, number> = {};
  let sum = 0,
    square = 0;
  for (let i = 0; i < circuits; i++) {
    const score = mainScoreOf(playRandomCircuit(streams, guesser).scores);
    histogram[score] = (histogram[score] ?? 0) + 1;
    sum += score;
    square += score * score;
  }
  const mean = circuits > 0 ? sum / circuits : 0;
  const sd = circuits > 1 ? Math.sqrt(Math.max(0, (square - circuits * mean * mean) / (circuits - 1))) : 0;
  return { circuits, mean, sd, histogram };
}
