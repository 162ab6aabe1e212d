// The frame every exercise page sits in (docs/api.md: players, verified circuits, the resume call): identity, the verified circuit,
// progress, moves with sounds, the outcome read aloud, Continue, and the session-timeout alert.
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { stepDef, type MoveMap, type StepId, type StepOutcome, type ViewOf } from '@psi/engine';
import { Button } from '../../components/ui/button';
import type { BoardProps } from '../exercises/board-props';
import type { InstructionText } from '../instructions/instruction-text';
import { CommitmentNote } from './commitment-note';
import { OutcomeMessage } from './outcome-message';
import { feelOutcome } from './outcome-feedback';
import { useOutcomeInView } from './outcome-in-view';
import { ProgressHeader } from './progress-header';
import { revealMs } from './reveal-timing';
import { runningScore } from './running-score';
import { useSessionTimeout } from './session-timeout';
import { playingOf } from './exercise-state';
import { useExercise } from './use-exercise';
import { useRevealDelay } from './use-reveal-delay';
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
  // Issue 34 item 1: the board animates the answer first; its words, the score, Continue, its sound
  // and its haptic tap follow, together. A reconcile after a 409 (an error said) is no answer: silent.
  const landed = play?.outcome && !play.error ? play.outcome.kind : null;
  const reveal = useRevealDelay(
    play?.circuit.seq ?? 0,
    revealMs(step, play?.outcome ?? null),
    useCallback(() => {
      if (landed) feelOutcome(landed);
    }, [landed]),
  );
  const { revealing, expect: expectAnswer } = reveal;
  const send = useCallback(
    (move: MoveMap[S]) => {
      expectAnswer();
      onMove(move);
    },
    [expectAnswer, onMove],
  );
  // The header's circuit (score, orbs) stays as it was before the answer until the board has shown it.
  const circuitView = useHeldWhile(play?.circuit.view ?? null, revealing);
  const score = useHeldWhile(play ? play.circuit.view.mainScore + runningScore(play.stepView) : null, revealing);
  // A new answer is a new move number with no move in flight, once its animation has shown it.
  useOutcomeInView(stage, dock, state.phase === 'sending' || revealing || !play?.outcome ? 0 : play.circuit.seq);

  return (
    // A tap anywhere during an animation jumps to its end (the board ignores it meanwhile: it is busy).
    <section
      className="circuit"
      aria-labelledby="exercise-title"
      data-step={step}
      onClickCapture={revealing ? reveal.skip : undefined}
    >
      <ProgressHeader step={step} circuit={circuitView} score={score} instruction={instruction} />
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

      <div
        className="circuit__stage"
        ref={stage}
        aria-busy={state.phase === 'loading' || state.phase === 'sending' || revealing}
        data-revealing={revealing || undefined}
      >
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
            onMove={send}
            busy={state.phase !== 'playing' || revealing}
            lastOutcome={play.outcome as StepOutcome<S> | null}
            over={over}
            revealing={revealing}
          />
        )}
      </div>

      {/* Phones (docs/decisions.md, the outcome dock and plain words): the answer and Continue dock at the bottom of the screen, so the
          outcome of a move is in view however long the board is. */}
      <div className="circuit-dock" ref={dock} data-testid="outcome-dock">
        <OutcomeMessage
          outcome={revealing ? null : (play?.outcome ?? null)}
          error={play?.error ?? null}
          seq={play?.circuit.seq ?? 0}
        />
        {over && !revealing && (
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

/** `value`, except while `held`: then the value it had when the hold began. */
function useHeldWhile<T>(value: T, held: boolean): T {
  const [shown, setShown] = useState(value);
  if (!held && shown !== value) setShown(value);
  return held ? shown : value;
}
