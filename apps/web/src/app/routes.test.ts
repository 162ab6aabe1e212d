// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STEPS } from '@psi/engine';
import { FIRST_LEVEL, findRoute, isLevelRoute, routes } from './routes';

// Specification §2, verbatim ({product} = psi-circuit); reply-feedback-page's route is ours to choose.
const SPEC_ROUTES = [
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
  'login',
  'forgot-password',
  'registration',
  'user-details',
  'user-profile',
  'game-ready-set-go',
  'game-family',
  'game-universal',
  'game-zener',
  'game-doubles',
  'game-yin-yang',
  'game-doors',
  'game-elements',
  'game-duality',
  'game-crop-circles',
  'game-zener-reveal',
  'game-gateway',
  'game-sense-the-sense',
  'game-three-wise-monkeys',
  'game-mantra',
  'game-in-the-garden',
  'game-end',
  'game-karma',
  'my-score',
  'psychic-end-score',
  'psychic-performance-score',
  'reply-feedback-page',
];

describe('routes table', () => {
  it.each(SPEC_ROUTES)('has the route %s', (name) => {
    expect(findRoute(`/${name}`)).toBeDefined();
  });

  // Beyond the specification: the operator console and the sandbox provider's test checkout page.
  const ISSUE_10_ROUTES = ['/admin', '/sandbox-checkout'];
  // Issue 37: sealing a claim, and a claim's public certificate.
  const ISSUE_37_ROUTES = ['/prove-it', '/claims/:id', '/hall-of-fame'];

  it('has the default path and nothing beyond the specification and the operator pages', () => {
    expect(findRoute('/')).toBeDefined();
    expect(routes.map((r) => r.path).sort()).toEqual(
      ['/', ...SPEC_ROUTES.map((n) => `/${n}`), ...ISSUE_10_ROUTES, ...ISSUE_37_ROUTES].sort(),
    );
  });

  it('finds a route with a parameter by any one segment in its place, and only there', () => {
    expect(findRoute('/claims/0b7c6f1e-2a4d-4c1b-9e1f-3f1c2d4e5a6b')?.title).toBe('Sealed claim');
    expect(findRoute('/claims/')).toBeUndefined();
    expect(findRoute('/claims/a/b')).toBeUndefined();
    expect(findRoute('/claims')).toBeUndefined();
    expect(isLevelRoute('/claims/x')).toBe(false);
  });

  it('gives every route a lazy loader (the e2e suite opens each one)', () => {
    for (const r of routes) expect(typeof r.load, r.path).toBe('function');
  });

  it('treats exactly the game-* routes as levels recorded in current_level', () => {
    const levels = routes.filter((r) => isLevelRoute(r.path)).map((r) => r.path);
    expect([...levels].sort()).toEqual(
      SPEC_ROUTES.filter((n) => n.startsWith('game-') && n !== 'game-begins')
        .map((n) => `/${n}`)
        .sort(),
    );
    // The engine's steps in the circuit's order, then the circuit's end.
    expect(levels).toEqual([...STEPS.map((s) => `/${s.route}`), '/game-end']);
    expect(isLevelRoute('/game-begins')).toBe(false);
    expect(FIRST_LEVEL).toBe('/game-ready-set-go');
  });

  it.each([
    ['/game-ready-set-go', 'Ready Set Go'],
    ['/game-family', 'Family'],
    ['/game-universal', 'Universal'],
    ['/game-zener', 'Zener: pick a symbol'],
    ['/game-doubles', 'Doubles'],
    ['/game-yin-yang', 'Yin Yang'],
    ['/game-doors', 'Doors'],
    ['/game-elements', 'Elements'],
    ['/game-duality', 'Duality'],
    ['/game-crop-circles', 'Crop Circles'],
    ['/game-zener-reveal', 'Zener'],
    ['/game-gateway', 'Gateway'],
    ['/game-sense-the-sense', 'Sense the Sense'],
    ['/game-three-wise-monkeys', 'Three Wise Monkeys'],
    ['/game-mantra', 'Mantra'],
    ['/game-in-the-garden', 'In the Garden'],
    ['/game-end', 'End of the circuit'],
    ['/game-karma', 'Karma'],
  ])('titles the exercise route %s "%s"', (path, title) => {
    expect(findRoute(path)?.title).toBe(title);
  });
});
