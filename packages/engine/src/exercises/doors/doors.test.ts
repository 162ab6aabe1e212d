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

  it("discloses a wall's locked door with the pick that passes it, never the wall in play or those ahead", () => {
    // Wall 1's locked door is 2, wall 2's is 3: the first pick on wall 1 opens door 0.
    const before = doors.view(play(doors, [2], []).state);
    expect(before.lockedDoors).toEqual([null, null, null, null, null, null]);
    const passed = play(doors, [2, 3], [{ door: 0 }]);
    expect(passed.outcomes[0]?.reveal).toEqual({ wall: 0, index: 0, state: 'open', locked: 2 });
    // Wall 2's lock (3) is drawn and kept, not shown.
    expect(doors.view(passed.state).lockedDoors).toEqual([2, null, null, null, null, null]);
  });

  it('says nothing of the lock with a locked hit, and discloses it again with the pick that then opens', () => {
    const played = play(doors, [2, 3], [{ door: 2 }, { door: 1 }]);
    expect(played.outcomes[0]?.reveal).toEqual({ wall: 0, index: 2, state: 'locked' });
    expect(played.outcomes[1]?.reveal).toEqual({ wall: 0, index: 1, state: 'open', locked: 2 });
  });

  it('discloses every wall once over', () => {
    const over = doors.view(
      play(
        doors,
        [0, 1, 2, 3, 0, 1],
        [1, 0, 0, 0, 1, 0].map((door) => ({ door })),
      ).state,
    );
    expect(over.lockedDoors).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('leaves undisclosed the walls passed in a state stored before walls disclosed their locks', () => {
    const { state } = play(doors, [2, 3, 1], [{ door: 0 }]);
    const { passedLocks: _dropped, ...stored } = state; // as stored before this field existed
    const resumed = doors.move(stored, { door: 0 }, { int: () => 1 });
    if (!resumed.ok) throw new Error(resumed.message);
    expect(doors.view(resumed.state).lockedDoors).toEqual([null, 3, null, null, null, null]);
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
