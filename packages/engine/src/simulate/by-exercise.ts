// The fast path for large runs: each scored exercise is played N times with its own rule code and
// a random guesser; circuit i's main score is the sum of the i-th plays. The exercises of a circuit
// are independent under random guessing, so this is the same distribution as N whole circuits,
// without the circuit machine's bookkeeping.
import { STEPS } from '../circuit/steps';
import { ZENER_SYMBOLS } from '../content';
import { EXERCISES } from '../exercises/registry';
import { sfc32 } from '../targets/fast-source';
import type { ZenerSymbol } from '../types';
import { playExercise } from './exercise-sampler';
import type { Simulation } from './simulate';

export function simulateByExercise(circuits: number, seed: number): Simulation {
  const scores = new Float64Array(circuits);
  const targets = sfc32(seed);
  const guesser = sfc32(seed ^ 0x2545f491);
  for (const step of STEPS.filter((s) => s.scored)) {
    const def = EXERCISES[step.id];
    for (let i = 0; i < circuits; i++) {
      // Zener's part 2 needs the symbol a random guesser saved in part 1.
      const zenerSymbol =
        step.id === 'zener-reveal' ? (ZENER_SYMBOLS[guesser.int(ZENER_SYMBOLS.length)] as ZenerSymbol) : null;
      scores[i] = (scores[i] ?? 0) + playExercise(def, { zenerSymbol }, targets, guesser);
    }
  }
  const histogram: Record<number, number> = {};
  let sum = 0,
    square = 0;
  for (const score of scores) {
    histogram[score] = (histogram[score] ?? 0) + 1;
    sum += score;
    square += score * score;
  }
  const mean = sum / circuits;
  return { circuits, mean, sd: Math.sqrt(Math.max(0, (square - circuits * mean * mean) / (circuits - 1))), histogram };
}
