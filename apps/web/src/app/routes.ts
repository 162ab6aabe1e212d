// Every route of specification §2, in one table, each lazily loaded (its own chunk).
// Exercise routes come from the engine's step list (exercise-routes.ts); every other page lives at
// src/features/<area>/<route>/page.tsx (default export).
import type { ComponentType } from 'react';
import { STEPS } from '@psi/engine';
import type { AppRoute, RouteKind } from './app-route';
import { exerciseRoutes } from './exercise-routes';

export type { AppRoute, RouteKind } from './app-route';

// Every page's module, loaded on demand (a chunk each).
const pages = import.meta.glob<{ default: ComponentType }>('../features/**/page.tsx');

/** A route whose screen is the default export of src/features/<folder>/page.tsx. */
function page(path: string, title: string, kind: RouteKind, folder: string): AppRoute {
  const load = pages[`../features/${folder}/page.tsx`];
  if (!load) throw new Error(`${path}: no page at src/features/${folder}/page.tsx`);
  return { path, title, kind, load };
}

export const routes: readonly AppRoute[] = [
  // Entry and information
  page('/', 'Psi Circuit', 'start', 'info/start'),
  page('/game-begins', 'The circuit begins', 'start', 'info/game-begins'),
  page('/about-page', 'About', 'info', 'info/about'),
  page('/buy-page', 'Buy', 'info', 'info/buy'),
  page('/view-image', 'View image', 'info', 'info/view-image'),
  page('/instructions', 'Instructions', 'info', 'instructions'),
  page('/feedback-page', 'Feedback', 'feedback', 'feedback/feedback-page'),
  page('/terms-and-conditions', 'Terms and conditions', 'info', 'info/terms'),
  page('/privacy-policy', 'Privacy policy', 'info', 'info/privacy'),
  page('/what-is-psi-circuit', 'What is Psi Circuit?', 'info', 'info/what-is'),
  page('/world-psychic-experiment', 'World psychic experiment', 'results', 'results/world-psychic-experiment'),
  // Account
  page('/login', 'Log in', 'account', 'account/login'),
  page('/forgot-password', 'Forgot password', 'account', 'account/forgot-password'),
  page('/registration', 'Registration', 'account', 'account/registration'),
  page('/user-details', 'Your details', 'account', 'account/user-details'),
  page('/user-profile', 'Your profile', 'account', 'account/user-profile'),
  // Exercises: one route per step of the engine's list (exercise-routes.ts), then the circuit's end.
  ...exerciseRoutes,
  page('/game-end', 'End of the circuit', 'exercise', 'exercises/end'),
  // Results
  page('/my-score', 'My score', 'results', 'results/my-score'),
  page('/psychic-end-score', 'Psychic end score', 'results', 'results/psychic-end-score'),
  page('/psychic-performance-score', 'Psychic performance score', 'results', 'results/psychic-performance-score'),
  // Issue 37: sealing a claim, and a claim's public certificate.
  page('/prove-it', 'Prove it', 'results', 'results/prove-it'),
  page('/claims/:id', 'Sealed claim', 'results', 'results/claim'),
  page('/hall-of-fame', 'Hall of fame', 'results', 'results/hall-of-fame'),
  // Spec §2: opened with a query_id state value (history state { query_id }).
  page('/reply-feedback-page', 'Reply to your feedback', 'feedback', 'feedback/reply-feedback-page'),
  // docs/decisions.md: the operator console, and the sandbox payment provider's test checkout page.
  page('/admin', 'Operator console', 'admin', 'admin'),
  page('/sandbox-checkout', 'Test checkout', 'info', 'info/sandbox-checkout'),
];

/** Spec §4: the first exercise; Session timeout's Play Again goes here. */
export const FIRST_LEVEL = `/${STEPS[0]!.route}`;

/** docs/decisions.md: a new player (no stored session) is welcomed here before exercise 1. */
export const WELCOME = '/game-begins';

/** The route of a path; a `:name` segment of a route's path matches any one segment (/claims/:id). */
export function findRoute(path: string): AppRoute | undefined {
  return routes.find((r) => r.path === path) ?? routes.find((r) => r.path.includes('/:') && matches(r.path, path));
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** Exercise routes are the levels recorded as current_level (spec §3, e.g. /game-family). */
export function isLevelRoute(path: string): boolean {
  return path.startsWith('/game-') && findRoute(path)?.kind === 'exercise';
}
