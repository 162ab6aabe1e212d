// The circuit as a state machine over the 17 steps (spec §2, §4): each step's exercise is set up from
// its own target stream when reached; when it is over its score, orb, rating or saved symbol is kept
// and the next step starts. Works with any target streams: HMAC for verified circuits, fast ones for simulations.
import { EXERCISES } from '../exercises/registry';
import { reject } from '../exercises/validate';
import type { TargetStreams } from '../targets/source';
import type { CircuitMove, CircuitState, Outcome, Rejection, ScoredStepId, StepId, ZenerSymbol } from '../types';
import { STEPS, isStepId } from './steps';

export const STEP_COUNT = STEPS.length;

export function currentStep(state: CircuitState): StepId | null {
  return STEPS[state.index]?.id ?? null;
}

type Kept = Omit<CircuitState, 'version' | 'exercise' | 'draws'>;

// Written field by field (no spreads): this runs for every step of every simulated circuit.
function enterStep(streams: TargetStreams, kept: Kept): CircuitState {
  const { index, scores, orbs, karma, zenerSymbol, moves } = kept;
  const step = STEPS[index];
  if (!step) return { version: 1, index, exercise: null, draws: 0, scores, orbs, karma, zenerSymbol, moves };
  const targets = streams(step.id, 0);
  const exercise: unknown = EXERCISES[step.id].setup(targets, { zenerSymbol });
  return { version: 1, index, exercise, draws: targets.counter, scores, orbs, karma, zenerSymbol, moves };
}

export function startCircuitWith(streams: TargetStreams): CircuitState {
  return enterStep(streams, { index: 0, scores: {}, orbs: [], karma: null, zenerSymbol: null, moves: 0 });
}

/** `finished`: the finished step's own state, only when this move ended it (its view is still to be drawn). */
export type Applied =
  { ok: true; state: CircuitState; outcome: Outcome; finished?: { step: StepId; exercise: unknown } } | Rejection;

export function applyMoveWith(streams: TargetStreams, state: CircuitState, input: CircuitMove): Applied {
  const step = currentStep(state);
  if (step === null) return reject('circuit-over', 'The circuit is over; no more moves are taken.');
  if (typeof input !== 'object' || input === null)
    return reject('malformed', 'A circuit move is an object like {"step": "family", "move": {…}}.');
  if (input.step !== step) {
    const named = isStepId(input.step) ? `${input.step}` : JSON.stringify(input.step);
    return reject('wrong-step', `This move is for ${named}, but the circuit is at ${step}.`);
  }
  const def = EXERCISES[step];
  const targets = streams(step, state.draws);
  const applied = def.move(state.exercise, input.move, targets);
  if (!applied.ok) return applied;
  const moved: CircuitState = {
    version: 1,
    index: state.index,
    exercise: applied.state,
    draws: targets.counter,
    scores: state.scores,
    orbs: state.orbs,
    karma: state.karma,
    zenerSymbol: state.zenerSymbol,
    moves: state.moves + 1,
  };
  if (!def.isOver(applied.state)) return { ok: true, state: moved, outcome: applied.outcome };
  return {
    ok: true,
    state: finishStep(streams, moved, step),
    outcome: applied.outcome,
    finished: { step, exercise: applied.state },
  };
}

/** Keeps what the finished step leaves behind, then enters the next step. */
function finishStep(streams: TargetStreams, state: CircuitState, step: StepId): CircuitState {
  const def = EXERCISES[step];
  const score = def.score(state.exercise);
  const scores = score === null ? state.scores : { ...state.scores, [step as ScoredStepId]: score };
  const orbs = def.orb(state.exercise) ? [...state.orbs, step] : state.orbs;
  const karma = def.rating ? def.rating(state.exercise) : state.karma;
  const zenerSymbol = step === 'zener' ? (state.exercise as { symbol: ZenerSymbol }).symbol : state.zenerSymbol;
  return enterStep(streams, { index: state.index + 1, scores, orbs, karma, zenerSymbol, moves: state.moves });
}
