import { useState } from 'react';
import type { MantraView, MantraWord } from '@psi/engine';
import { MantraWordTile, type MantraTileState } from '../../../components/art/mantra';
import { PickButton } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import './board.css';

export type { MantraView };

/** Exercise 14: three columns solved left to right; pick until right in each, wrong picks drop out. */
export function MantraBoard({ view, onMove, busy, over = false }: BoardProps<'mantra'>) {
  const [pending, setPending] = useState<MantraWord | null>(null);
  // The right word per column; once over, the view is the step's final one, every column found.
  const found = view.found;
  const done = over || view.over;
  const current = done ? -1 : view.column;
  const mantra = found.filter((w): w is MantraWord => w !== null);

  const prompt = done
    ? `Your mantra: ${mantra.join(', ')}.`
    : (view.tried[current]?.length ?? 0) > 0
      ? `Not that word. Column ${current + 1} of 3: choose again.`
      : `Column ${current + 1} of 3: which word belongs to the mantra?`;

  const stateOf = (col: number, word: MantraWord): MantraTileState => {
    if (found[col] === word) return 'correct';
    if (view.tried[col]?.includes(word)) return 'dropped';
    if (col === current && busy && pending === word) return 'selected';
    return 'idle';
  };

  return (
    <div className="board board--mantra">
      <p className="board__prompt">{prompt}</p>
      <p className="mantra-line" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span key={i} className={found[i] ? 'mantra-line__word is-found' : 'mantra-line__word'}>
            {found[i] ?? '· · ·'}
          </span>
        ))}
      </p>
      <div className="mantra-columns">
        {view.columns.map((words, col) => {
          const status = done || col < view.column ? 'solved' : col === current ? 'current' : 'ahead';
          return (
            <section
              key={col}
              className={`mantra-column is-${status}`}
              aria-label={`Column ${col + 1}${status === 'solved' ? ', solved' : status === 'ahead' ? ', comes later' : ''}`}
            >
              <h2 className="mantra-column__title">{col + 1}</h2>
              <ul className="mantra-column__words">
                {words.map((word) => {
                  const state = stateOf(col, word);
                  if (col === current) {
                    const label = state === 'dropped' ? `${word}: dropped out` : `Choose ${word}`;
                    return (
                      <li key={word}>
                        <PickButton
                          label={label}
                          status={state === 'dropped' ? 'tried' : state === 'selected' ? 'chosen' : 'idle'}
                          inactive={busy || state === 'dropped'}
                          className={`mantra-pick is-${state}`}
                          onPick={() => {
                            setPending(word);
                            onMove({ choice: word });
                          }}
                        >
                          <MantraWordTile word={word} state={state} />
                        </PickButton>
                      </li>
                    );
                  }
                  const said =
                    state === 'correct'
                      ? `${word}, the mantra word`
                      : state === 'dropped'
                        ? `${word}, dropped out`
                        : word;
                  return (
                    <li key={word} className={`mantra-tile is-${state}`}>
                      <MantraWordTile word={word} state={state} label={said} />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="mantra-tally" data-outcome>
        Wrong picks: <strong>{view.wrongPicks}</strong>
        <span className="mantra-tally__hint"> · each adds a point; none at all wins the Golden Orb</span>
      </p>
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default MantraBoard;
export { paragraphs } from './instructions';
