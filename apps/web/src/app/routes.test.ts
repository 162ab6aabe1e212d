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

  it('has the default path and nothing beyond the specification and the operator pages', () => {
    expect(findRoute('/')).toBeDefined();
    expect(routes.map((r) => r.path).sort()).toEqual(
      ['/', ...SPEC_ROUTES.map((n) => `/${n}`), ...ISSUE_10_ROUTES].sort(),
    );
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
