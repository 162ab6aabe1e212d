import { useState } from 'react';
import type { Shape as ShapeId, UniversalColour, UniversalGuess, UniversalView } from '@psi/engine';
import { ColourSwatch, NumberGlyph, Shape } from '../../../components/art/universal';
import { humanise } from '../../../components/art/svg-kit';
import { ActionButton, ChoiceGroup } from '../../circuit/board-kit';
import { revealedField, revealedTarget } from '../../circuit/reveal';
import type { BoardProps } from '../board-props';
import './board.css';

type Attempt = UniversalView['attempts'][number];

export function describeGuess(g: UniversalGuess): string {
  return `${humanise(g.colour)} ${g.shape} ${g.number}`;
}

/** Exercise 3: shape, colour and number, all three required; 2 of 3 right passes (two attempts). */
export function UniversalBoard({ view, onMove, busy, lastOutcome, over }: BoardProps<UniversalView>) {
  const [shape, setShape] = useState<ShapeId | null>(null);
  const [colour, setColour] = useState<UniversalColour | null>(null);
  const [number, setNumber] = useState<0 | 1 | null>(null);
  const [sent, setSent] = useState<UniversalGuess | null>(null);
  const complete = shape !== null && colour !== null && number !== null;
  const inactive = busy || Boolean(over) || view.over;

  // Once over, the view predates the final attempt: rebuild it from the guess sent and the reveal.
  const attempts: Attempt[] = [...view.attempts];
  const target = revealedTarget<UniversalGuess>(lastOutcome);
  if (over && sent && target && attempts.length < 2 && !attempts.some((a) => a.guess === sent)) {
    const correct = revealedField<number>(lastOutcome, 'correct') ?? 0;
    attempts.push({ guess: sent, target, correct, passed: correct >= 2 });
  }

  const send = () => {
    if (!complete) return;
    const guess = { shape, colour, number };
    setSent(guess);
    onMove(guess);
  };

  return (
    <div className="board board--universal">
      <p className="board__prompt">
        {over
          ? 'The universe has answered.'
          : `Attempt ${view.attempt} of 2: tune in to a shape, a colour and a number.`}
      </p>
      <div className="universal-groups">
        <ChoiceGroup
          legend="Shape"
          options={view.options.shape}
          selected={shape}
          onSelect={setShape}
          inactive={inactive}
          nameOf={humanise}
          renderArt={(s) => <Shape shape={s} colour={colour ?? undefined} />}
        />
        <ChoiceGroup
          legend="Colour"
          options={view.options.colour}
          selected={colour}
          onSelect={setColour}
          inactive={inactive}
          nameOf={humanise}
          renderArt={(c) => <ColourSwatch colour={c} />}
        />
        <ChoiceGroup
          legend="Number"
          options={view.options.number}
          selected={number}
          onSelect={setNumber}
          inactive={inactive}
          nameOf={String}
          renderArt={(n) => <NumberGlyph value={n} />}
        />
      </div>
      {!over && (
        <>
          <ActionButton onPress={send} inactive={inactive || !complete}>
            Send my guess
          </ActionButton>
          {!complete && <p className="board__hint">Choose all three: a shape, a colour and a number.</p>}
        </>
      )}
      {attempts.length > 0 && (
        <ol className="universal-attempts" aria-label="Your attempts">
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
