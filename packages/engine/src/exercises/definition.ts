// An exercise is data plus pure functions, after boardgame.io's game objects (docs/architecture.md):
// setup from a seeded target source, a validating move, isOver, score, orb and the view, the only door out.
import type { ExerciseView, Outcome, Rejection, StepId, TargetSource, ZenerSymbol } from '../types';

/** What an exercise may know about the circuit: only Zener's saved symbol. */
export interface SetupContext {
  zenerSymbol: ZenerSymbol | null;
}

export type MoveApplied<S> = { ok: true; state: S; outcome: Outcome } | Rejection;

export interface ExerciseDef<S, V = ExerciseView> {
  id: StepId;
  setup(targets: TargetSource, context: SetupContext): S;
  /** Validates unknown input and applies it; never mutates `state`. Draws fresh targets from `targets`. */
  move(state: S, input: unknown, targets: TargetSource): MoveApplied<S>;
  isOver(state: S): boolean;
  /** The exercise's score once over, else null (always null for unscored steps). */
  score(state: S): number | null;
  orb(state: S): boolean;
  /** What a player may see: no target before the rules reveal it. */
  view(state: S): V;
  /** Every legal move in a view; a uniform random guesser picks one of them. */
  legalMoves(view: V): unknown[];
  /**
   * Optional shortcut for simulations: the same uniform choice among legalMoves(view), without
   * listing them (e.g. Karma's 100 numbers, Duality's 64 combinations).
   */
  randomMove?(view: V, random: (n: number) => number): unknown;
  /**
   * Optional: a key such that states with equal keys have the same distribution of final scores
   * under random guessing (drops revealed history). Lets the exact statistics merge states.
   */
  chanceKey?(state: S): string;
  /** Karma only: the rating once over. */
  rating?(state: S): number | null;
}

/** Erases the state type so the circuit can hold any exercise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExerciseDef = ExerciseDef<any, any>;
