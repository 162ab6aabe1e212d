// The walls as the player should see them: the view's, plus the final door the reveal opened once over.
import type { DoorState, Outcome } from '@psi/engine';
import { revealedField } from '../../circuit/reveal';

export interface DoorReveal {
  wall: number;
  index: number;
  state: 'open' | 'locked';
}

export function doorReveal(outcome: Outcome | null): DoorReveal | null {
  const wall = revealedField<number>(outcome, 'wall');
  const index = revealedField<number>(outcome, 'index');
  const state = revealedField<'open' | 'locked'>(outcome, 'state');
  return wall === null || index === null || state === null ? null : { wall, index, state };
}

/** Walls with the reveal applied (only needed once over, when the view predates the final move). */
export function wallsWithReveal(walls: DoorState[][], reveal: DoorReveal | null): DoorState[][] {
  if (!reveal) return walls;
  return walls.map((wall, w) =>
    w === reveal.wall ? wall.map((door, i) => (i === reveal.index ? reveal.state : door)) : wall,
  );
}
