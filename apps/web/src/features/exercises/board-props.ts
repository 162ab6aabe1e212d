// What the circuit frame (features/circuit/exercise-screen.tsx) hands every exercise board.
import type { ComponentType } from 'react';
import type { Outcome } from '@psi/engine';

export interface BoardProps<V> {
  /** This step's public view (the engine's ExerciseView for the step); never holds an unrevealed target. */
  view: V;
  /** Sends one move of this step; the frame adds seq and step, plays the sound and shows the outcome. */
  onMove: (move: unknown) => void;
  /** True while a move is in flight or once the step is over: boards disable their controls. */
  busy: boolean;
  /** The answer to the last move (with `reveal` when the rules reveal a target), or null. */
  lastOutcome: Outcome | null;
  /**
   * True once this step is over. `view` is then the step's last view BEFORE the final move (the circuit
   * has moved on); draw the final state from `lastOutcome.reveal` (docs/engine-api.md, Outcomes).
   */
  over?: boolean;
}

/** What a step's board.tsx exports (app/exercise-routes.ts loads it; docs/adding-an-exercise.md). */
export interface BoardModule {
  default: ComponentType<BoardProps<unknown>>;
  /** The step's instruction text; absent where the text sits with a later step of the same number. */
  paragraphs?: readonly string[];
}
