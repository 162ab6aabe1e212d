import type { Crop as CropId, CropCircle as CircleId, CropCirclesView, CropGuess, Moon as MoonId } from '@psi/engine';
import { Crop, CropCircle, Moon } from '../../../components/art/crop-circles';
import { GuessForm, partsOf, useTwoAttempts, type Draft } from '../../circuit/two-attempts';
import type { BoardProps } from '../board-props';
import './board.css';

export type { CropCirclesView };
type Attempt = CropCirclesView['attempts'][number];

const NAMES: Record<CircleId | CropId | MoonId, string> = {
  angel: 'Angel',
  key: 'Key',
  'the-sign': 'The Sign',
  barley: 'Barley',
  wheat: 'Wheat',
  'full-moon': 'Full Moon',
  'new-moon': 'New Moon',
};
const name = (value: CircleId | CropId | MoonId) => NAMES[value];

export function describeCropGuess(g: CropGuess): string {
  return `${name(g.circle)}, ${name(g.crop)}, ${name(g.moon)}`;
}

/** One attempt as three small pictures per row (chosen, then the revealed target), each marked right or wrong. */
function AttemptRow({ attempt, n }: { attempt: Attempt; n: number }) {
  const parts = [
    {
      key: 'circle',
      chosen: <CropCircle kind={attempt.guess.circle} />,
      target: <CropCircle kind={attempt.target.circle} />,
      right: attempt.guess.circle === attempt.target.circle,
    },
    {
      key: 'crop',
      chosen: <Crop kind={attempt.guess.crop} />,
      target: <Crop kind={attempt.target.crop} />,
      right: attempt.guess.crop === attempt.target.crop,
    },
    {
      key: 'moon',
      chosen: <Moon phase={attempt.guess.moon} />,
      target: <Moon phase={attempt.target.moon} />,
      right: attempt.guess.moon === attempt.target.moon,
    },
  ];
  return (
    <li className={attempt.passed ? 'cc-attempt is-passed' : 'cc-attempt is-failed'}>
      <p className="cc-attempt__text">
        <span className="cc-attempt__n">Attempt {n}</span>
        You chose <strong>{describeCropGuess(attempt.guess)}</strong>; it was{' '}
        <strong>{describeCropGuess(attempt.target)}</strong>: {attempt.correct} of 3 right
        {attempt.passed ? ', passed.' : '.'}
      </p>
      <div className="cc-attempt__art" aria-hidden="true">
        {parts.map((p) => (
          <span key={p.key} className={p.right ? 'cc-pair is-right' : 'cc-pair is-wrong'}>
            <span className="cc-pair__pic">{p.chosen}</span>
            <span className="cc-pair__mark">{p.right ? '✓' : '✗'}</span>
            <span className="cc-pair__pic">{p.target}</span>
          </span>
        ))}
      </div>
    </li>
  );
}

const part = partsOf<CropGuess>();
const EMPTY: Draft<CropGuess> = { circle: null, crop: null, moon: null };
const PARTS = [
  part('circle', 'Crop circle', name, (k) => <CropCircle kind={k} />, 'cc-group cc-group--circle'),
  part('crop', 'Crop', name, (k) => <Crop kind={k} />, 'cc-group'),
  part('moon', 'Moon', name, (p) => <Moon phase={p} />, 'cc-group'),
];

/** Exercise 9: a crop circle, a crop and a moon, all three required; 2 of 3 right passes (two attempts). */
export function CropCirclesBoard({ view, onMove, busy, over = false }: BoardProps<'crop-circles'>) {
  const form = useTwoAttempts<CropGuess>(view, onMove, EMPTY);
  const { guess, attempts } = form;
  const inactive = busy || over || view.over;

  const prompt = over
    ? 'The field has answered.'
    : view.attempt === 2
      ? 'Attempt 2 of 2: the signs are drawn afresh. Choose again.'
      : 'Attempt 1 of 2: which crop circle appeared, in which crop, under which moon?';

  return (
    <div className="board board--crop-circles">
      <p className="board__prompt">{prompt}</p>
      <GuessForm
        className="cc-groups"
        parts={PARTS}
        options={view.options}
        form={form}
        inactive={inactive}
        over={over}
        hint={
          <p className="board__hint cc-hint">
            {guess ? `Your guess: ${describeCropGuess(guess)}.` : 'Choose all three: a crop circle, a crop and a moon.'}
          </p>
        }
      />
      {attempts.length > 0 && (
        <ol className="cc-attempts" aria-label="Your attempts" data-outcome="last-child">
          {attempts.map((a, i) => (
            <AttemptRow key={i} attempt={a} n={i + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default CropCirclesBoard;
export { paragraphs } from './instructions';
