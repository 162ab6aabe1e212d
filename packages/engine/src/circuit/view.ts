// The circuit's public view: the only thing a client receives. Each exercise's view function strips its targets.
import { GOOD_OUTCOME } from '../constants';
import { EXERCISES } from '../exercises/registry';
import type { CircuitState, CircuitView, ExerciseView, StepId } from '../types';
import { END_ROUTE } from './routes';
import { STEPS } from './steps';

export function mainScoreOf(scores: CircuitState['scores']): number {
  return Object.values(scores).reduce((sum, s) => sum + (s ?? 0), 0);
}

export function circuitView(state: CircuitState): CircuitView {
  const step = STEPS[state.index];
  const mainScore = mainScoreOf(state.scores);
  const over = step === undefined;
  return {
    step: step?.id ?? 'end',
    route: step?.route ?? END_ROUTE,
    stepIndex: state.index,
    exerciseNumber: step?.number ?? null,
    view: step ? (EXERCISES[step.id].view(state.exercise) as ExerciseView) : null,
    scores: { ...state.scores },
    mainScore,
    orbs: [...state.orbs],
    karma: state.karma,
    over,
    goodOutcome: over ? mainScore < GOOD_OUTCOME : null,
  };
}

/** A finished step's final view: over, with the targets its rules disclose at the end. */
export function finishedView(step: StepId, exercise: unknown): ExerciseView {
  return EXERCISES[step].view(exercise) as ExerciseView;
}
