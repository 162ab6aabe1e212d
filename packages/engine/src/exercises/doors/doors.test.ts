import { describe, expect, it } from 'vitest';
import { play, result } from '../testing';
import { doors } from './doors';

// Doors (spec §4): 6 walls of 4 doors, one locked per wall, drawn when the wall is reached.
// With every locked door at index 0: opening door 1 on each wall is a clean wall; 0 then 1 costs a point.
const clean = [{ door: 1 }];
const locked = [{ door: 0 }, { door: 1 }];
const walls = (n: number) =>
  [...Array.from({ length: n }, () => locked), ...Array.from({ length: 6 - n }, () => clean)].flat();
const draws = Array<number>(6).fill(0);

describe('Doors', () => {
  it('scores 1 and wins the orb when no locked door is hit', () => {
    expect(result(doors, play(doors, draws, walls(0)))).toEqual({ over: true, score: 1, orb: true });
  });
  it('scores 2 without the orb for one locked door hit', () => {
    expect(result(doors, play(doors, draws, walls(1)))).toEqual({ over: true, score: 2, orb: false });
  });
  it('scores the maximum 7 when the locked door is hit on all six walls', () => {
    expect(result(doors, play(doors, draws, walls(6)))).toEqual({ over: true, score: 7, orb: false });
  });

  it('shows a locked door only once hit, with the door colours by index', () => {
    const played = play(doors, [2], [{ door: 2 }]);
    const view = doors.view(played.state);
    expect(view.walls[0]).toEqual(['closed', 'closed', 'locked', 'closed']);
    expect(view).toMatchObject({ currentWall: 0, lockedHits: 1, colours: ['blue', 'green', 'red', 'purple'] });
    expect(doors.view(play(doors, [2], []).state).walls[0]).toEqual(['closed', 'closed', 'closed', 'closed']);
  });

  it('opens the next pick on a wall after its locked door and moves to the next wall', () => {
    const view = doors.view(play(doors, [2, 3], [{ door: 2 }, { door: 0 }]).state);
    expect(view.walls[0]).toEqual(['open', 'closed', 'locked', 'closed']);
    expect(view.currentWall).toBe(1);
  });

  it.each([
    ['rejects the locked door picked again as already-chosen', [{ door: 0 }, { door: 0 }], 'already-chosen'],
    ['rejects door 4 (there are 0 to 3) as unknown-choice', [{ door: 4 }], 'unknown-choice'],
    ['rejects a negative door as unknown-choice', [{ door: -1 }], 'unknown-choice'],
    ['rejects a fractional door as malformed', [{ door: 1.5 }], 'malformed'],
    ['rejects a door given as text as malformed', [{ door: '1' }], 'malformed'],
    ['rejects a move without a door as incomplete', [{}], 'incomplete'],
  ])('%s', (_name, moves, code) => {
    expect(play(doors, [0], moves).rejection?.code).toBe(code);
  });

  it('rejects any move after the sixth wall as exercise-over', () => {
    expect(play(doors, draws, [...walls(0), { door: 1 }]).rejection?.code).toBe('exercise-over');
  });
});
