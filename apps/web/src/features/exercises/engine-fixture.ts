// Test fixture for exercise boards: real engine views, reached by playing a seeded circuit with the
// engine's own random guesser, so board tests render exactly what the server would send.
import { applyMove, circuitView, randomCircuitMove, startCircuit } from '@psi/engine';
import type { CircuitState, CircuitView, MoveMap, StepId, StepOutcome, ViewOf } from '@psi/engine';

export interface Played<S extends StepId> {
  view: ViewOf<S>;
  state: CircuitState;
  seed: Uint8Array;
  circuit: CircuitView;
}

/** A small deterministic integer source (LCG): test circuits are the same on every run. */
function lcg(start: number): (n: number) => number {
  let k = start;
  return (n) => {
    k = (k * 1103515245 + 12345) % 2147483648;
    return k % n;
  };
}

/** Plays random moves until the circuit reaches `step`; returns that step's first view. */
export function reachStep<S extends StepId>(step: S, seedByte = 7): Played<S> {
  const seed = new Uint8Array(32).fill(seedByte);
  const random = lcg(seedByte);
  let state = startCircuit(seed);
  let circuit = circuitView(state);
  while (circuit.step !== step) {
    if (circuit.over) throw new Error(`the circuit ended before ${step}`);
    const result = applyMove(seed, state, randomCircuitMove(circuit, random));
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    circuit = result.view;
  }
  return { view: circuit.view as ViewOf<S>, state, seed, circuit };
}

/**
 * Applies one move of the current step; `view` is the step's view after it (its final view, as the
 * move's answer carries it, when the move ended the step).
 */
export function play<S extends StepId>(
  at: Played<S>,
  move: MoveMap[S],
): Played<S> & { outcome: StepOutcome<S>; stepOver: boolean } {
  const step = at.circuit.step as S;
  const result = applyMove(at.seed, at.state, { step, move });
  if (!result.ok) throw new Error(result.message);
  const stepOver = result.view.step !== step;
  return {
    view: (stepOver ? result.finished : result.view.view) as ViewOf<S>,
    state: result.state,
    seed: at.seed,
    circuit: stepOver ? at.circuit : result.view,
    // The engine's outcome of a move of step S carries S's reveal.
    outcome: result.outcome as StepOutcome<S>,
    stepOver,
  };
}
