// The exercise screen's state as one reducer: where the page is (loading, failed, playing, sending,
// reconciling after a 409, over), never a set of flags that could contradict each other.
// exercise-state.test.ts walks its transitions as a table.
import type { ExerciseView, Outcome } from '@psi/engine';
import type { CircuitSnapshot } from '../../lib/api/types';

/** Where the circuit's targets come from: the server (verified) or this device (offline, unverified). */
export type CircuitSource = 'verified' | 'offline';

interface Playing {
  circuit: CircuitSnapshot;
  source: CircuitSource;
  /** This step's view; once the step is over, its final view (the move's `finished`). */
  stepView: ExerciseView;
  outcome: Outcome | null;
  /** What went wrong with the last move (or why the view was reconciled), shown in the dock. */
  error: string | null;
}

export type ExerciseState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: string; canPlayOffline: boolean }
  | ({ phase: 'playing' } & Playing)
  | ({ phase: 'sending' } & Playing)
  /** A 409: the circuit moved on elsewhere; the server's copy is being fetched. */
  | ({ phase: 'reconciling' } & Playing)
  /** This step is over: `nextRoute` is where Continue goes. */
  | ({ phase: 'over'; nextRoute: string } & Playing);

export type ExerciseAction =
  /** Start or resume: (re)load the circuit. */
  | { type: 'load' }
  | { type: 'loaded'; circuit: CircuitSnapshot; source: CircuitSource; outcome: Outcome | null }
  | { type: 'load-failed'; error: string; canPlayOffline: boolean }
  | { type: 'send' }
  /** The answer to this step's move; `finished` when the move finished the step. */
  | { type: 'answered'; circuit: CircuitSnapshot; outcome: Outcome; finished?: ExerciseView }
  | { type: 'rejected'; error: string }
  | { type: 'conflict'; error: string }
  /** The server's copy after a conflict. */
  | { type: 'reconciled'; circuit: CircuitSnapshot; error: string };

export const LOADING: ExerciseState = { phase: 'loading' };

/** The reducer of one step's page: `step` is the step the page shows. */
export function exerciseReducer(step: string) {
  return (state: ExerciseState, action: ExerciseAction): ExerciseState => {
    switch (action.type) {
      case 'load':
        return LOADING;
      case 'load-failed':
        return { phase: 'failed', error: action.error, canPlayOffline: action.canPlayOffline };
      case 'loaded': {
        const { circuit, source, outcome } = action;
        if (circuit.view.view === null) return state;
        return { phase: 'playing', circuit, source, stepView: circuit.view.view, outcome, error: null };
      }
      case 'send':
        return state.phase === 'playing' ? { ...state, phase: 'sending', error: null } : state;
      case 'answered':
        if (state.phase !== 'sending') return state;
        return moved(step, state, action.circuit, action.outcome, null, action.finished);
      case 'rejected':
        // A move refused, or (after a 409) the server's copy out of reach: play on as we were.
        return state.phase === 'sending' || state.phase === 'reconciling'
          ? { ...state, phase: 'playing', error: action.error }
          : state;
      case 'conflict':
        return state.phase === 'sending' ? { ...state, phase: 'reconciling', error: action.error } : state;
      case 'reconciled':
        if (state.phase !== 'reconciling') return state;
        return moved(step, state, action.circuit, state.outcome, action.error);
    }
  };
}

/** The circuit after a move: still on this step (playing), or past it (over, with the step's final view). */
function moved(
  step: string,
  state: Playing,
  circuit: CircuitSnapshot,
  outcome: Outcome | null,
  error: string | null,
  finished?: ExerciseView,
): ExerciseState {
  const { source } = state;
  if (circuit.view.step === step && circuit.view.view !== null)
    return { phase: 'playing', circuit, source, stepView: circuit.view.view, outcome, error };
  return {
    phase: 'over',
    nextRoute: circuit.view.route,
    circuit,
    source,
    // The step's final view when the answer carries it; after a reconcile, the last one seen.
    stepView: finished ?? state.stepView,
    outcome,
    error,
  };
}

/** The fields of the playing states, or null while loading or failed. */
export function playingOf(state: ExerciseState): (Playing & { phase: ExerciseState['phase'] }) | null {
  return state.phase === 'loading' || state.phase === 'failed' ? null : state;
}
