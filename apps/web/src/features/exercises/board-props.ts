// What the circuit frame (features/circuit/exercise-screen.tsx) hands every exercise board, typed by
// the board's step: its view, its move (the contract's member for that step) and its reveal.
import type { ComponentType } from 'react';
import type { MoveMap, StepId, StepOutcome, ViewOf } from '@psi/engine';

export interface BoardProps<S extends StepId> {
  /**
   * This step's public view (never an unrevealed target). Once the step is over it is the step's
   * final view, sent with the move that finished it (docs/api.md, the move's `finished`).
   */
  view: ViewOf<S>;
  /** Sends one move of this step; the frame adds seq and step, plays the sound and shows the outcome. */
  onMove: (move: MoveMap[S]) => void;
  /** True while a move is in flight or once the step is over: boards disable their controls. */
  busy: boolean;
  /** The answer to the last move, its `reveal` this step's (docs/engine-api.md, Outcomes), or null. */
  lastOutcome: StepOutcome<S> | null;
  /** True once this step is over (the circuit has moved on; Continue goes there). */
  over?: boolean;
  /**
   * True while the board animates the last answer (issue 34: the dice settle, a door opens, a card
   * turns); the frame shows the outcome's words and Continue once it is false. `busy` is true meanwhile.
   */
  revealing?: boolean;
}

/** What a step's board.tsx exports (app/exercise-routes.ts loads it; docs/adding-an-exercise.md). */
export interface BoardModule<S extends StepId = StepId> {
  default: ComponentType<BoardProps<S>>;
  /** The step's instruction text; absent where the text sits with a later step of the same number. */
  paragraphs?: readonly string[];
}
