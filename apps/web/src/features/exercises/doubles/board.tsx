import { Die, type DieValue } from '../../../components/art/dice';
import { ActionButton } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import { useRolling } from './use-rolling';
import './board.css';

type Roll = [number, number];

const isDouble = (r: Roll) => r[0] === r[1];

/** Exercise 4: roll two dice, willing a double (roll 1: 1, roll 2: 2, else Timespace 3). */
export function DoublesBoard({ view, onMove, busy, over }: BoardProps<'doubles'>) {
  const { rolling, faces, start } = useRolling(busy);
  // Once over, the view is the step's final one, its last roll included.
  const rolls: Roll[] = view.rolls;
  const last = rolls[rolls.length - 1] ?? null;
  const shown: [DieValue, DieValue] = rolling ? faces : last ? (last as [DieValue, DieValue]) : [3, 4];
  const done = Boolean(over) || view.over;

  return (
    <div className="board board--doubles">
      <p className="board__prompt">
        {done ? 'The dice have spoken.' : `Roll ${rolls.length + 1} of 2: wish hard for a double.`}
      </p>
      <div
        className={`doubles-dice ${last && !rolling && isDouble(last) ? 'is-double' : ''} ${!last && !rolling ? 'is-waiting' : ''}`}
      >
        {shown.map((value, i) => (
          <div key={i} className="doubles-dice__die">
            <Die
              value={value}
              rolling={rolling}
              label={rolling ? 'Die, rolling' : last ? `Die showing ${value}` : 'Die, not rolled yet'}
            />
          </div>
        ))}
      </div>
      {!done && (
        <ActionButton
          inactive={busy}
          onPress={() => {
            start();
            onMove({ action: 'roll' });
          }}
        >
          {rolls.length === 0 ? 'Roll the dice' : 'Roll again'}
        </ActionButton>
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
