// Doors and Gateway: walls of doors, one locked per wall, played wall by wall. A locked door costs a
// point and the next pick on that wall opens (only one is locked). Score 1 + locked doors hit;
// no locked door hit wins the Golden Orb. Each wall's locked door is drawn when the wall is reached,
// and disclosed once the wall is passed (the move that opens a door on it says which one was locked):
// the player can no longer act on it, and it is never told before (docs/decisions.md, issue 34 a).
import type { DoorState, StepId, TargetSource, WallsView } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, reject } from '../validate';

export interface WallsState {
  walls: DoorState[][];
  currentWall: number;
  locked: number;
  lockedHits: number;
  /**
   * The locked door of each wall passed, in order. Absent from states stored before walls disclosed
   * their locked door: those walls stay undisclosed (null in the view).
   */
  passedLocks?: number[];
}

export interface WallsRules<S extends StepId> {
  id: S;
  name: string;
  noun: 'door' | 'gate';
  sizes: readonly number[];
}

export function wallsOfDoors<S extends StepId, V extends WallsView<S>>(
  rules: WallsRules<S>,
  extra: Omit<V, keyof WallsView<S>>,
): ExerciseDef<WallsState, V> {
  const { id, name, noun, sizes } = rules;
  const isOver = (state: WallsState): boolean => state.currentWall === sizes.length;
  const lock = (targets: TargetSource, wall: number): number => targets.int(sizes[wall] ?? 1);
  const score = (state: WallsState): number | null => (isOver(state) ? 1 + state.lockedHits : null);
  return {
    id,
    setup: (targets) => ({
      walls: sizes.map((n) => Array<DoorState>(n).fill('closed')),
      currentWall: 0,
      locked: lock(targets, 0),
      lockedHits: 0,
      passedLocks: [],
    }),
    move(state, input, targets) {
      if (isOver(state)) return overRejection(name);
      if (!isRecord(input)) return notAnObject(`{"${noun}": 0}`);
      const index = input[noun];
      const size = sizes[state.currentWall] ?? 0;
      if (index === undefined) return reject('incomplete', `Choose a ${noun} on the current wall (0 to ${size - 1}).`);
      if (typeof index !== 'number' || !Number.isInteger(index))
        return reject('malformed', `A ${noun} is a whole number from 0 to ${size - 1}.`);
      if (index < 0 || index >= size)
        return reject('unknown-choice', `There is no ${noun} ${index} on this wall; choose 0 to ${size - 1}.`);
      const wall = state.currentWall;
      if (state.walls[wall]?.[index] !== 'closed')
        return reject('already-chosen', `That ${noun} is locked; pick another ${noun} on this wall.`);
      const walls = state.walls.slice();
      const doorsOfWall = (walls[wall] ?? []).slice();
      doorsOfWall[index] = index === state.locked ? 'locked' : 'open';
      walls[wall] = doorsOfWall;
      if (index === state.locked) {
        return {
          ok: true,
          state: { ...state, walls, lockedHits: state.lockedHits + 1 },
          outcome: {
            kind: 'miss',
            message: `Locked: a point, and the next ${noun} you pick on this wall opens.`,
            reveal: { wall, index, state: 'locked' },
          },
        };
      }
      const currentWall = wall + 1;
      const locked = currentWall < sizes.length ? lock(targets, currentWall) : -1;
      // The wall is passed: its locked door is no secret any more (the next wall's is drawn above, kept).
      const passedLocks = [...(state.passedLocks ?? []), state.locked];
      return {
        ok: true,
        state: { ...state, walls, currentWall, locked, passedLocks },
        outcome: {
          kind: 'hit',
          message: `The ${noun} opens.`,
          reveal: { wall, index, state: 'open', locked: state.locked },
        },
      };
    },
    isOver,
    score,
    orb: (state) => isOver(state) && state.lockedHits === 0,
    view(state) {
      const view: WallsView<S> = {
        step: id,
        walls: state.walls.map((w) => w.slice()),
        currentWall: state.currentWall,
        lockedHits: state.lockedHits,
        lockedDoors: lockedDoorsOf(state, sizes.length),
        over: isOver(state),
        score: score(state),
      };
      return Object.assign(view, extra) as V;
    },
    legalMoves(view) {
      const wall = view.walls[view.currentWall];
      const moves: Record<string, number>[] = [];
      if (view.over || !wall) return moves;
      for (let i = 0; i < wall.length; i++)
        if (wall[i] === 'closed') moves.push(noun === 'door' ? { door: i } : { gate: i });
      return moves;
    },
    // Past walls never change the future: keep the current wall, its hidden lock and the points.
    chanceKey: (state) =>
      JSON.stringify([state.currentWall, state.lockedHits, state.locked, state.walls[state.currentWall] ?? []]),
  };
}

/**
 * Per wall, its locked door once the wall is passed, else null. A state stored before walls disclosed
 * their locked door lacks the passed walls' locks (or has fewer than the walls passed): null for those.
 */
function lockedDoorsOf(state: WallsState, wallCount: number): (number | null)[] {
  const known = state.passedLocks ?? [];
  const offset = state.currentWall - known.length;
  return Array.from({ length: wallCount }, (_, w) =>
    w < state.currentWall && w >= offset ? (known[w - offset] ?? null) : null,
  );
}
