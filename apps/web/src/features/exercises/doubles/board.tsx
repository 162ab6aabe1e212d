import type { DieValue } from '../../../components/art/dice';
import { ActionButton } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import { RollingDie, type DiePhase } from './rolling-die';
import './board.css';

type Roll = [number, number];

const isDouble = (r: Roll) => r[0] === r[1];

/** Exercise 4: roll two dice, willing a double (roll 1: 1, roll 2: 2, else Timespace 3). */
export function DoublesBoard({ view, onMove, busy, over, revealing = false }: BoardProps<'doubles'>) {
  // Once over, the view is the step's final one, its last roll included. While the last roll is
  // being revealed, the board says and offers what it did before it: the dice show the roll first.
  const rolls: Roll[] = revealing ? view.rolls.slice(0, -1) : view.rolls;
  const landing = revealing ? (view.rolls[view.rolls.length - 1] ?? null) : null;
  const last = landing ?? rolls[rolls.length - 1] ?? null;
  const done = !revealing && (Boolean(over) || view.over);
  // A roll in flight: the board is busy before its answer (not while revealing it, not once over).
  const inFlight = busy && !revealing && !done;
  const phase: DiePhase = inFlight ? 'in-flight' : landing ? 'settling' : last ? 'settled' : 'waiting';
  const shown = (last ?? [3, 4]) as [DieValue, DieValue];

  return (
    <div className="board board--doubles">
      <p className="board__prompt">
        {done ? 'The dice have spoken.' : `Roll ${rolls.length + 1} of 2: wish hard for a double.`}
      </p>
      <div className={`doubles-dice ${phase === 'settled' && last && isDouble(last) ? 'is-double' : ''}`}>
        {shown.map((value, i) => (
          <RollingDie key={`${i}-${view.rolls.length}`} value={value} phase={phase} />
        ))}
      </div>
      {!done && (
        // Held invisible (its place kept) while the dice land: the next roll is offered once they have.
        <div className={revealing ? 'doubles-next is-held' : 'doubles-next'}>
          <ActionButton inactive={busy} onPress={() => onMove({ action: 'roll' })}>
            {rolls.length === 0 ? 'Roll the dice' : 'Roll again'}
          </ActionButton>
        </div>
      )}
      {rolls.length > 0 && (
        <ol className="doubles-rolls" aria-label="Your rolls" data-outcome="last-child">
          {rolls.map((r, i) => (
            <li key={i} className={isDouble(r) ? 'is-double' : ''}>
              Roll {i + 1}: {r[0]} and {r[1]}
              {isDouble(r) ? ': a double!' : ''}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default DoublesBoard;
export { paragraphs } from './instructions';
