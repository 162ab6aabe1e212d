// Every route of specification §2, in one table, each lazily loaded (its own chunk).
// Exercise routes come from the engine's step list (exercise-routes.ts); every other page lives at
// src/features/<area>/<route>/page.tsx (default export).
import { STEPS } from '@psi/engine';
import type { AppRoute } from './app-route';
import { exerciseRoutes } from './exercise-routes';

export type { AppRoute, RouteKind } from './app-route';

export const routes: readonly AppRoute[] = [
  // Entry and information
  { path: '/', title: 'Psi Circuit', kind: 'start', load: () => import('../features/info/start/page') },
  {
    path: '/game-begins',
    title: 'The circuit begins',
    kind: 'start',
    load: () => import('../features/info/game-begins/page'),
  },
  { path: '/about-page', title: 'About', kind: 'info', load: () => import('../features/info/about/page') },
  { path: '/buy-page', title: 'Buy', kind: 'info', load: () => import('../features/info/buy/page') },
  { path: '/view-image', title: 'View image', kind: 'info', load: () => import('../features/info/view-image/page') },
  { path: '/instructions', title: 'Instructions', kind: 'info', load: () => import('../features/instructions/page') },
  {
    path: '/feedback-page',
    title: 'Feedback',
    kind: 'feedback',
    load: () => import('../features/feedback/feedback-page/page'),
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and conditions',
    kind: 'info',
    load: () => import('../features/info/terms/page'),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    kind: 'info',
    load: () => import('../features/info/privacy/page'),
  },
  {
    path: '/what-is-psi-circuit',
    title: 'What is Psi Circuit?',
    kind: 'info',
    load: () => import('../features/info/what-is/page'),
  },
  {
    path: '/world-psychic-experiment',
    title: 'World psychic experiment',
    kind: 'results',
    load: () => import('../features/results/world-psychic-experiment/page'),
  },
  // Account
  { path: '/login', title: 'Log in', kind: 'account', load: () => import('../features/account/login/page') },
  {
    path: '/forgot-password',
    title: 'Forgot password',
    kind: 'account',
    load: () => import('../features/account/forgot-password/page'),
  },
  {
    path: '/registration',
    title: 'Registration',
    kind: 'account',
    load: () => import('../features/account/registration/page'),
  },
  {
    path: '/user-details',
    title: 'Your details',
    kind: 'account',
    load: () => import('../features/account/user-details/page'),
  },
  {
    path: '/user-profile',
    title: 'Your profile',
    kind: 'account',
    load: () => import('../features/account/user-profile/page'),
  },
  // Exercises: one route per step of the engine's list (exercise-routes.ts), then the circuit's end.
  ...exerciseRoutes,
  {
    path: '/game-end',
    title: 'End of the circuit',
    kind: 'exercise',
    load: () => import('../features/exercises/end/page'),
  },
  // Results
  { path: '/my-score', title: 'My score', kind: 'results', load: () => import('../features/results/my-score/page') },
  {
    path: '/psychic-end-score',
    title: 'Psychic end score',
    kind: 'results',
    load: () => import('../features/results/psychic-end-score/page'),
  },
  {
    path: '/psychic-performance-score',
    title: 'Psychic performance score',
    kind: 'results',
    load: () => import('../features/results/psychic-performance-score/page'),
  },
  // Spec §2: opened with a query_id state value (history state { query_id }).
  {
    path: '/reply-feedback-page',
    title: 'Reply to your feedback',
    kind: 'feedback',
    load: () => import('../features/feedback/reply-feedback-page/page'),
  },
  // docs/decisions.md: the operator console, and the sandbox payment provider's test checkout page.
  { path: '/admin', title: 'Operator console', kind: 'admin', load: () => import('../features/admin/page') },
  {
    path: '/sandbox-checkout',
    title: 'Test checkout',
    kind: 'info',
    load: () => import('../features/info/sandbox-checkout/page'),
  },
];

/** Spec §4: the first exercise; Session timeout's Play Again goes here. */
export const FIRST_LEVEL = `/${STEPS[0]!.route}`;

/** docs/decisions.md: a new player (no stored session) is welcomed here before exercise 1. */
export const WELCOME = '/game-begins';

export function findRoute(path: string): AppRoute | undefined {
  return routes.find((r) => r.path === path);
}

/** Exercise routes are the levels recorded as current_level (spec §3, e.g. /game-family). */
export function isLevelRoute(path: string): boolean {
  return path.startsWith('/game-') && findRoute(path)?.kind === 'exercise';
}
