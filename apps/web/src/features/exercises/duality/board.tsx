import { useState } from 'react';
import type { DualityWord } from '@psi/engine';
import { DualityIcon } from '../../../components/art/duality';
import { ActionButton, ChoiceGroup } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import './board.css';

/** The line under each side once revealed: the unpicked right answer is labelled too, not only coloured. */
export function dualityNote(
  word: DualityWord,
  chosen: DualityWord | null,
  target: DualityWord | null,
): string | undefined {
  if (target === null) return undefined;
  if (chosen === word) return target === word ? 'Matched' : 'Missed';
  return target === word ? 'The answer' : undefined;
}

/** Exercise 8: six pairs, one side of each; all six required; a single attempt (5 or 6 right: 1, else 2). */
export function DualityBoard({ view, onMove, busy, over }: BoardProps<'duality'>) {
  const [picks, setPicks] = useState<(DualityWord | null)[]>(() => view.choices ?? view.pairs.map(() => null));
  // Once over, the view is the step's final one: it holds the six targets and how many matched.
  const { targets, correct } = view;
  const chosen = view.choices ?? picks;
  const done = Boolean(over) || view.over || targets !== null;
  const missing = chosen.filter((c) => c === null).length;

  const choose = (pair: number, word: DualityWord) => setPicks((prev) => prev.map((p, i) => (i === pair ? word : p)));
  const send = () => {
    const complete = chosen.filter((c): c is DualityWord => c !== null);
    if (complete.length < chosen.length) return;
    onMove({ choices: complete });
  };

  return (
    <div className="board board--duality">
      <p className="board__prompt">
        {done && correct !== null
          ? `${correct} of 6 pairs matched.`
          : 'Feel your way through the six pairs: choose one side of each.'}
      </p>
      <div className="duality-pairs" data-outcome={done ? 'last-child' : undefined}>
        {view.pairs.map((pair, i) => (
          <ChoiceGroup
            key={pair.join('-')}
            legend={`${pair[0]} or ${pair[1]}`}
            options={pair}
            selected={chosen[i] ?? null}
            onSelect={(word) => choose(i, word)}
            inactive={busy || done}
            nameOf={String}
            renderArt={(word) => <DualityIcon word={word} />}
            statusOf={(word) =>
              targets ? (targets[i] === word ? 'found' : chosen[i] === word ? 'tried' : 'idle') : null
            }
            noteOf={(word) => dualityNote(word, chosen[i] ?? null, targets?.[i] ?? null)}
            className="duality-pair"
          />
        ))}
      </div>
      {!done && (
        <>
          <ActionButton onPress={send} inactive={busy || missing > 0}>
            Reveal the pairs
          </ActionButton>
          <p className="board__hint">
            {missing > 0 ? `Choose a side in every pair: ${missing} still open.` : 'All six chosen. One attempt only.'}
          </p>
        </>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default DualityBoard;
export { paragraphs } from './instructions';
