// The frame every exercise page sits in (docs/api.md: players, verified circuits, the resume call): identity, the verified circuit,
// progress, moves with sounds, the outcome read aloud, Continue, and the session-timeout alert.
import { useRef, type ComponentType } from 'react';
import { stepDef, type StepId } from '@psi/engine';
import { Button } from '../../components/ui/button';
import type { BoardProps } from '../exercises/board-props';
import type { InstructionText } from '../instructions/instruction-text';
import { CommitmentNote } from './commitment-note';
import { OutcomeMessage } from './outcome-message';
import { useOutcomeInView } from './outcome-in-view';
import { ProgressHeader } from './progress-header';
import { useSessionTimeout } from './session-timeout';
import { useExercise } from './use-exercise';
import './circuit.css';

export interface ExerciseScreenProps<V> {
  step: StepId;
  Board: ComponentType<BoardProps<V>>;
  /** This step's instruction popup, loaded with its board (app/exercise-routes.ts). */
  instruction: InstructionText;
}

export function ExerciseScreen<V>({ step, Board, instruction }: ExerciseScreenProps<V>) {
  const { state, onMove, retry, goNext, playOffline } = useExercise(step);
  useSessionTimeout();
  const def = stepDef(step);
  const over = state.nextRoute !== null;
  const stage = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  // A new answer is a new move number with no move in flight.
  useOutcomeInView(stage, dock, state.busy || !state.outcome ? 0 : (state.circuit?.seq ?? 0));

  return (
    <section className="circuit" aria-labelledby="exercise-title" data-step={step}>
      <ProgressHeader step={step} circuit={state.circuit?.view ?? null} instruction={instruction} />
      <h1 id="exercise-title" className="circuit__title">
        {step === 'zener' ? 'Zener: pick your symbol' : def.name}
      </h1>
      {state.offline ? (
        <p className="offline-note" data-testid="offline-note">
          Offline circuit: saved on this device after every move; it syncs later, unverified, for you alone.
        </p>
      ) : (
        step === 'ready-set-go' && state.circuit?.commitment && <CommitmentNote commitment={state.circuit.commitment} />
      )}

      <div className="circuit__stage" ref={stage} aria-busy={state.phase === 'loading' || state.busy}>
        {state.phase === 'loading' && (
          <p className="circuit__loading" role="status">
            <span className="circuit__spinner" aria-hidden="true" />
            Preparing your exercise…
          </p>
        )}
        {state.phase === 'failed' && (
          <div className="circuit__failed" role="alert">
            <p>{state.error}</p>
            <Button variant="primary" onClick={retry}>
              Try again
            </Button>
            {state.canPlayOffline && (
              <Button variant="secondary" onClick={playOffline}>
                Play offline
              </Button>
            )}
          </div>
        )}
        {state.phase === 'ready' && state.stepView && (
          <Board
            view={state.stepView as V}
            onMove={onMove}
            busy={state.busy || over}
            lastOutcome={state.outcome}
            over={over}
          />
        )}
      </div>

      {/* Phones (docs/decisions.md, the outcome dock and plain words): the answer and Continue dock at the bottom of the screen, so the
          outcome of a move is in view however long the board is. */}
      <div className="circuit-dock" ref={dock} data-testid="outcome-dock">
        <OutcomeMessage
          outcome={state.outcome}
          error={state.phase === 'ready' ? state.error : null}
          seq={state.circuit?.seq ?? 0}
        />
        {over && (
          <div className="circuit__next">
            <Button variant="primary" className="circuit__continue" onClick={goNext} autoFocus>
              Continue
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
