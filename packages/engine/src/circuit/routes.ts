// Route names (spec §2): every step's route is `game-<step id>`, then `game-end`.

/** Spec §2: 'zener' maps to zener-reveal and 'universal' maps to zener; other names are unchanged. */
export function normaliseRoute(name: string): string {
  if (name === 'zener') return 'zener-reveal';
  if (name === 'universal') return 'zener';
  return name;
}

export const END_ROUTE = 'game-end';
