// The routes of specification §2, verbatim ({product} = psi-circuit), as the e2e suite visits them.
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
export const EXERCISE_ROUTES = [
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
];
export const RESULTS_ROUTES = ['my-score', 'psychic-end-score', 'psychic-performance-score'];
export const ALL_ROUTES = [
  ...INFO_ROUTES,
  ...ACCOUNT_ROUTES,
  ...EXERCISE_ROUTES,
  ...RESULTS_ROUTES,
  'reply-feedback-page',
];

/** custom_id 1-16 (spec §2) and the exercise route whose page carries that popup. */
export const POPUPS: [number, string, string][] = [
  [1, 'Ready Set Go', 'game-ready-set-go'],
  [2, 'Family', 'game-family'],
  [3, 'Universal', 'game-universal'],
  [4, 'Doubles', 'game-doubles'],
  [5, 'Yin Yang', 'game-yin-yang'],
  [6, 'Doors', 'game-doors'],
  [7, 'Elements', 'game-elements'],
  [8, 'Duality', 'game-duality'],
  [9, 'Crop Circles', 'game-crop-circles'],
  [10, 'Zener', 'game-zener-reveal'],
  [11, 'Gateway', 'game-gateway'],
  [12, 'Sense the Sense', 'game-sense-the-sense'],
  [13, 'Three Wise Monkeys', 'game-three-wise-monkeys'],
  [14, 'Mantra', 'game-mantra'],
  [15, 'In the Garden', 'game-in-the-garden'],
  [16, 'Karma', 'game-karma'],
];
