// How long each board's reveal animation lasts (issue 34 item 1; docs/decisions.md, Issue 34). The frame
// holds the result back that long (use-reveal-delay.ts); the boards' CSS animations use the same figures.
import type { Outcome, StepId } from '@psi/engine';

/** A picked card or figure turning to show found or not (pick-until-found boards, Three Wise Monkeys). */
export const PICK_TURN_MS = 450;
/** The dice tumbling and settling on the rolled faces. */
export const DICE_SETTLE_MS = 800;
/** A door or gate swinging open, or the locked one showing its padlock. */
export const DOOR_SWING_MS = 700;
/** A drawn card or the garden's card turning face up. */
export const CARD_FLIP_MS = 650;

/**
 * The steps whose answer is shown by an animation, and how long it runs. The others (multi-part
 * guesses, Mantra, Karma, Yin Yang, the Zener pick) draw their result at once, as text and marks, so
 * there is nothing to wait for.
 */
const REVEAL_MS: Partial<Record<StepId, number>> = {
  // Its cards flip over (art.css .psi-flip, 0.6 s) rather than turning like the figures.
  'ready-set-go': CARD_FLIP_MS,
  family: PICK_TURN_MS,
  elements: PICK_TURN_MS,
  'sense-the-sense': PICK_TURN_MS,
  'three-wise-monkeys': PICK_TURN_MS,
  doubles: DICE_SETTLE_MS,
  doors: DOOR_SWING_MS,
  gateway: DOOR_SWING_MS,
  'zener-reveal': CARD_FLIP_MS,
  'in-the-garden': CARD_FLIP_MS,
};

/** How long the answer `outcome` of a move on `step` takes to be shown by its board, in ms. */
export function revealMs(step: StepId, outcome: Outcome | null): number {
  if (!outcome) return 0;
  // In the Garden turns a card only when a run ends (the outcome reveals its card); a right answer is a tick.
  if (step === 'in-the-garden') return outcome.reveal && 'card' in outcome.reveal ? CARD_FLIP_MS : 0;
  return REVEAL_MS[step] ?? 0;
}
