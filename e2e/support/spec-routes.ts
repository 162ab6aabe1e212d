// The routes of specification §2, verbatim ({product} = psi-circuit), as the e2e suite visits them;
// the exercise routes come from the engine's step list (docs/adding-an-exercise.md).
import { STEPS } from '@psi/engine';

export const INFO_ROUTES = [
  'game-begins',
  'about-page',
  'buy-page',
  'view-image',
  'instructions',
  'feedback-page',
  'terms-and-conditions',
  'privacy-policy',
  'what-is-psi-circuit',
  'world-psychic-experiment',
];
export const ACCOUNT_ROUTES = ['login', 'forgot-password', 'registration', 'user-details', 'user-profile'];
/** Every step's route, from the engine's step list in the circuit's order, then the circuit's end. */
export const EXERCISE_ROUTES = [...STEPS.map((step) => step.route), 'game-end'];
export const RESULTS_ROUTES = ['my-score', 'psychic-end-score', 'psychic-performance-score'];
export const ALL_ROUTES = [
  ...INFO_ROUTES,
  ...ACCOUNT_ROUTES,
  ...EXERCISE_ROUTES,
  ...RESULTS_ROUTES,
  'reply-feedback-page',
];

/**
 * custom_id 1-16 (spec §2), its title and the exercise route whose page carries that popup: one per
 * number, from the engine's step list (Zener's pick shares 10 with Zener, whose page carries it).
 */
export const POPUPS: [number, string, string][] = STEPS.filter(
  (step, i) => !STEPS.slice(i + 1).some((later) => later.number === step.number),
)
  .map((step): [number, string, string] => [step.number, step.name, step.route])
  .sort((a, b) => a[0] - b[0]);
