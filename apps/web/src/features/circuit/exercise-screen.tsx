// The frame every exercise page sits in (docs/api.md: players, verified circuits, the resume call): identity, the verified circuit,
// progress, moves with sounds, the outcome read aloud, Continue, and the session-timeout alert.
import { useRef, type ComponentType } from 'react';
import { stepDef, type StepId, type StepOutcome, type ViewOf } from '@psi/engine';
import { Button } from '../../components/ui/button';
import type { BoardProps } from '../exercises/board-props';
import type { InstructionText } from '../instructions/instruction-text';
import { CommitmentNote } from './commitment-note';
import { OutcomeMessage } from './outcome-message';
import { useOutcomeInView } from './outcome-in-view';
import { ProgressHeader } from './progress-header';
import { useSessionTimeout } from './session-timeout';
import { playingOf } from './exercise-state';
import { useExercise } from './use-exercise';
import './circuit.css';

export interface ExerciseScreenProps<S extends StepId> {
  step: S;
  Board: ComponentType<BoardProps<S>>;
  /** This step's instruction popup, loaded with its board (app/exercise-routes.ts). */
  instruction: InstructionText;
}

export function ExerciseScreen<S extends StepId>({ step, Board, instruction }: ExerciseScreenProps<S>) {
  const { state, onMove, retry, goNext, playOffline } = useExercise(step);
  useSessionTimeout();
  const def = stepDef(step);
  const play = playingOf(state);
  const over = state.phase === 'over';
  const stage = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  // A new answer is a new move number with no move in flight.
  useOutcomeInView(stage, dock, state.phase === 'sending' || !play?.outcome ? 0 : play.circuit.seq);

  return (
    <section className="circuit" aria-labelledby="exercise-title" data-step={step}>
      <ProgressHeader step={step} circuit={play?.circuit.view ?? null} instruction={instruction} />
      <h1 id="exercise-title" className="circuit__title">
        {step === 'zener' ? 'Zener: pick your symbol' : def.name}
      </h1>
      {play?.source === 'offline' ? (
        <p className="offline-note" data-testid="offline-note">
          Offline circuit: saved on this device after every move; it syncs later, unverified, for you alone.
        </p>
      ) : (
        step === 'ready-set-go' && play?.circuit.commitment && <CommitmentNote commitment={play.circuit.commitment} />
      )}

      <div className="circuit__stage" ref={stage} aria-busy={state.phase === 'loading' || state.phase === 'sending'}>
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
        {play && (
          <Board
            // The reducer keeps only this step's views and the outcomes of its moves (exercise-state.ts).
            view={play.stepView as ViewOf<S>}
            onMove={onMove}
            busy={state.phase !== 'playing'}
            lastOutcome={play.outcome as StepOutcome<S> | null}
            over={over}
          />
        )}
      </div>

      {/* Phones (docs/decisions.md, the outcome dock and plain words): the answer and Continue dock at the bottom of the screen, so the
          outcome of a move is in view however long the board is. */}
      <div className="circuit-dock" ref={dock} data-testid="outcome-dock">
        <OutcomeMessage outcome={play?.outcome ?? null} error={play?.error ?? null} seq={play?.circuit.seq ?? 0} />
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
