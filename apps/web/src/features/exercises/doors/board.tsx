import { useEffect, useState } from 'react';
import type { DoorColour, DoorState } from '@psi/engine';
import { Door } from '../../../components/art/doors';
import { humanise } from '../../../components/art/svg-kit';
import { PickButton, type PickStatus } from '../../circuit/board-kit';
import { LockedTally, shownLockedHits } from '../../circuit/locked-tally';
import type { BoardProps } from '../board-props';
import './board.css';

/** Exercise 6: six walls of four doors, one locked per wall; a locked door costs a point (1 to 7). */
export function DoorsBoard({ view, onMove, busy, lastOutcome, over, revealing = false }: BoardProps<'doors'>) {
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => setPending(null), [lastOutcome]);
  const reveal = lastOutcome?.reveal ?? null;
  // The view moves straight to the next wall once a door opens: while that answer is revealed, the
  // wall just passed stays, its door swinging open (the frame times it, reveal-timing.ts).
  const held = revealing && reveal?.state === 'open' ? reveal.wall : null;
  // Once over, the view is the step's final one, its last door open.
  const walls = view.walls;
  const count = walls.length;
  const shown = held ?? Math.min(view.currentWall, count - 1);
  const wall = walls[shown] ?? [];
  // The map and the counters move with the reveal, not before it: the door being revealed stays closed
  // on the map, and the wall it passes is not counted passed, until the swing is over.
  const locked = shownLockedHits(view.lockedHits, revealing, reveal);
  const passedWalls = held ?? Math.min(view.currentWall, count);
  const onMap = (i: number, j: number, d: DoorState) =>
    revealing && reveal?.wall === i && reveal.index === j
      ? 'closed'
      : d === 'closed' && i !== held && view.lockedDoors[i] === j
        ? 'closed was-locked'
        : d;
  const done = Boolean(over) || view.over;
  const playing = !done && held === null;
  const lockedHere = wall.includes('locked');
  // A wall passed discloses its locked door (issue 34 a): a padlock on it while the wall is still in view.
  const disclosed = held !== null || done ? (view.lockedDoors[shown] ?? null) : null;
  const lockColour = disclosed === null ? null : (view.colours[disclosed] ?? null);
  // Said only when the player did not find it by hitting it.
  const lockWords = lockColour && !lockedHere ? ` The locked door was the ${lockColour} door.` : '';

  const prompt = done
    ? `You are through every wall.${lockWords}`
    : held !== null
      ? `Through wall ${held + 1}!${lockWords}`
      : lockedHere
        ? `Locked! Wall ${shown + 1} of ${count}: the next door you pick opens.`
        : `Wall ${shown + 1} of ${count}: one door is locked. Find a way through.`;

  return (
    <div className="board board--doors">
      <p className="board__prompt">{prompt}</p>
      <ol
        className="doors-map"
        aria-label={`Walls: ${passedWalls} of ${count} passed, ${locked} locked ${locked === 1 ? 'door' : 'doors'} hit`}
      >
        {walls.map((w, i) => (
          <li key={i} className={`doors-map__wall ${i === shown ? 'is-current' : ''}`} aria-hidden="true">
            {w.map((d, j) => (
              <span key={j} className={`doors-map__door is-${onMap(i, j, d)}`} />
            ))}
          </li>
        ))}
      </ol>
      <LockedTally noun="door" hits={locked} />
      {/* Keyed by wall: the next wall comes up as a new row of closed doors (no leftover hover or swing). */}
      <div className="doors-wall" data-outcome role="group" aria-label={`Wall ${shown + 1}`} key={shown}>
        {wall.map((doorState, i) => {
          // The disclosed locked door of a passed wall is drawn locked (never picked, so it was closed).
          const state = doorState === 'closed' && i === disclosed ? 'locked' : doorState;
          const colour = (view.colours[i] ?? 'blue') as DoorColour;
          const status: PickStatus = state === 'closed' ? (busy && pending === i ? 'chosen' : 'idle') : state;
          const name = `the ${humanise(colour).toLowerCase()} door`;
          return (
            <PickButton
              key={i}
              label={state === 'closed' ? `Open ${name}` : `${humanise(name)}: ${state}`}
              status={status}
              inactive={!playing || busy || state !== 'closed'}
              note={state === 'locked' ? 'Locked' : state === 'open' ? 'Open' : ''}
              className={`doors-wall__door${state !== doorState ? ' is-disclosed' : ''}`}
              onPick={() => {
                setPending(i);
                onMove({ door: i });
              }}
            >
              <Door colour={colour} state={state} />
            </PickButton>
          );
        })}
      </div>
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default DoorsBoard;
export { paragraphs } from './instructions';
