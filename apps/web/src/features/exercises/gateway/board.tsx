import type { DoorState, GatewayView } from '@psi/engine';
import { Gate } from '../../../components/art/doors';
import { PickButton } from '../../circuit/board-kit';
import { LockedTally, shownLockedHits } from '../../circuit/locked-tally';
import type { BoardProps } from '../board-props';
import './board.css';

export type { GatewayView };

function gateLabel(gate: number, wall: number, state: DoorState): string {
  const name = `Gate ${gate + 1} on wall ${wall + 1}`;
  return state === 'closed' ? name : `${name}: ${state}`;
}

/** Exercise 11: seven walls of 5 to 8 gates, one locked on each; pass every wall, a locked gate costs a point. */
export function GatewayBoard({
  view,
  onMove,
  busy,
  lastOutcome,
  over = false,
  revealing = false,
}: BoardProps<'gateway'>) {
  // Once over, the view is the step's final one, its last gate open.
  const walls = view.walls;
  const reveal = lastOutcome?.reveal ?? null;
  const passed = reveal?.state === 'open' ? reveal.wall : null;
  // While a pass is revealed, the gate that just opened stays in view, swinging open (reveal-timing.ts).
  const lingering = revealing && passed !== null && !over && passed < view.currentWall;
  const finished = over || view.over;
  const last = walls.length - 1;
  const shown = finished ? last : lingering && passed !== null ? passed : Math.min(view.currentWall, last);
  const gates = walls[shown] ?? [];
  // The track moves with the reveal, not before it: the wall being passed is not marked passed, nor a
  // locked gate counted on it, until the gate has swung (the same hold as the counter's).
  const wallPassed = (w: number) => (w < view.currentWall || (finished && w === shown)) && !(revealing && w === passed);
  const hitsOn = (w: number, wall: readonly DoorState[]) =>
    wall.filter((g) => g === 'locked').length - (revealing && reveal?.state === 'locked' && reveal.wall === w ? 1 : 0);
  const lockedHere = gates.filter((g) => g === 'locked').length;
  const lockedHits = shownLockedHits(view.lockedHits, revealing, reveal);
  // A wall passed discloses its locked gate (issue 34 a): a padlock on it while the wall is still in view.
  const disclosed = lingering || finished ? (view.lockedDoors[shown] ?? null) : null;
  // Said only when the player did not find it by hitting it.
  const lockWords = disclosed !== null && lockedHere === 0 ? ` The locked gate was gate ${disclosed + 1}.` : '';

  const prompt = finished
    ? `Through all ${walls.length} walls.${lockWords}`
    : lingering
      ? `Through wall ${shown + 1}!${lockWords}`
      : lockedHere > 0
        ? `Locked! Wall ${shown + 1} of ${walls.length}: choose another gate.`
        : `Wall ${shown + 1} of ${walls.length}: ${gates.length} gates, one is locked. Choose a gate to pass through.`;

  return (
    <div className="board board--gateway">
      <p className="board__prompt" aria-live="polite">
        {prompt}
      </p>
      <ol className="gw-track" aria-label="Walls">
        {walls.map((wall, w) => {
          const hits = hitsOn(w, wall);
          const status = wallPassed(w) ? 'passed' : w === shown ? 'current' : 'ahead';
          const words =
            status === 'passed'
              ? `passed${hits ? `, ${hits} locked gate${hits > 1 ? 's' : ''} hit` : ' first time'}`
              : status === 'current'
                ? 'now'
                : 'ahead';
          return (
            <li key={w} className={`gw-track__wall is-${status}`} aria-current={w === shown ? 'step' : undefined}>
              <span className="visually-hidden">{`Wall ${w + 1}: ${words}`}</span>
              <span aria-hidden="true" className="gw-track__num">
                {w + 1}
              </span>
              <span aria-hidden="true" className="gw-track__pips">
                {Array.from({ length: hits }, (_, i) => (
                  <i key={i} />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      <div className={`gw-wall gw-wall--${gates.length}`} key={shown}>
        {gates.map((gateState, g) => {
          // The disclosed locked gate of a passed wall is drawn locked (never picked, so it was closed).
          const state = gateState === 'closed' && g === disclosed ? 'locked' : gateState;
          return (
            <PickButton
              key={g}
              className={`gw-gate${state !== gateState ? ' is-disclosed' : ''}`}
              label={gateLabel(g, shown, state)}
              status={state === 'open' ? 'open' : state === 'locked' ? 'locked' : 'idle'}
              inactive={busy || finished || lingering || state !== 'closed'}
              onPick={() => onMove({ gate: g })}
            >
              <Gate state={state} label={gateLabel(g, shown, state)} />
            </PickButton>
          );
        })}
      </div>
      <LockedTally noun="gate" hits={lockedHits} outcome />
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default GatewayBoard;
export { paragraphs } from './instructions';
