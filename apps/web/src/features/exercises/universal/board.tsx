import type { UniversalGuess } from '@psi/engine';
import { ColourSwatch, NumberGlyph, Shape } from '../../../components/art/universal';
import { humanise } from '../../../components/art/svg-kit';
import { GuessForm, partsOf, useTwoAttempts, type Draft } from '../../circuit/two-attempts';
import type { BoardProps } from '../board-props';
import './board.css';

export function describeGuess(g: UniversalGuess): string {
  return `${humanise(g.colour)} ${g.shape} ${g.number}`;
}

/** Issue 34 item 11: the tile already shows the digit; its caption spells it, instead of a second "0". */
const NUMBER_WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];
export const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

const part = partsOf<UniversalGuess>();
const EMPTY: Draft<UniversalGuess> = { shape: null, colour: null, number: null };

/** Exercise 3: shape, colour and number, all three required; 2 of 3 right passes (two attempts). */
export function UniversalBoard({ view, onMove, busy, over }: BoardProps<'universal'>) {
  const form = useTwoAttempts<UniversalGuess>(view, onMove, EMPTY);
  const { draft, guess, attempts } = form;
  const inactive = busy || Boolean(over) || view.over;
  const parts = [
    part('shape', 'Shape', humanise, (s) => <Shape shape={s} colour={draft.colour ?? undefined} />),
    part('colour', 'Colour', humanise, (c) => <ColourSwatch colour={c} />),
    part('number', 'Number', numberWord, (n) => <NumberGlyph value={n} />),
  ];

  return (
    <div className="board board--universal">
      <p className="board__prompt">
        {over
          ? 'The universe has answered.'
          : `Attempt ${view.attempt} of 2: tune in to a shape, a colour and a number.`}
      </p>
      <GuessForm
        className="universal-groups"
        parts={parts}
        options={view.options}
        form={form}
        inactive={inactive}
        over={Boolean(over)}
        hint={guess === null && <p className="board__hint">Choose all three: a shape, a colour and a number.</p>}
      />
      {attempts.length > 0 && (
        <ol className="universal-attempts" aria-label="Your attempts" data-outcome="last-child">
          {attempts.map((a, i) => (
            <li key={i} className={a.passed ? 'is-passed' : 'is-failed'}>
              <span className="universal-attempts__n">Attempt {i + 1}</span>
              <span>
                You chose <strong>{describeGuess(a.guess)}</strong>; it was <strong>{describeGuess(a.target)}</strong>:{' '}
                {a.correct} of 3 right
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default UniversalBoard;
export { paragraphs } from './instructions';
