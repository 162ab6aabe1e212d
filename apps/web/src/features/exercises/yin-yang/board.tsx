import { useState } from 'react';
import type { RetryView, YinYang as Half } from '@psi/engine';
import { YinYang, YinYangHalfArt } from '../../../components/art/yin-yang';
import { humanise } from '../../../components/art/svg-kit';
import { PickButton } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import './board.css';

export type YinYangView = RetryView<'yin-yang', Half>;

/** Exercise 5: Yin or Yang? Repeat until right (a fresh target each attempt), one point per attempt. */
export function YinYangBoard({ view, onMove, busy, over }: BoardProps<'yin-yang'>) {
  const [pending, setPending] = useState<Half | null>(null);
  const history = view.history;
  // Once over, the view is the step's final one: its last attempt is the winning one.
  const target = view.over ? (history.at(-1)?.target ?? null) : null;
  const done = Boolean(over) || view.over;

  return (
    <div className="board board--yin-yang">
      <p className="board__prompt">
        {done ? 'Balance found.' : `Attempt ${history.length + 1}: which half is calling, Yin or Yang?`}
      </p>
      <div className="yy-stage">
        {view.options.map((half, i) => (
          <PickButton
            key={half}
            label={`Choose ${humanise(half)}`}
            status={busy && pending === half ? 'chosen' : done && target === half ? 'found' : 'idle'}
            inactive={busy || done}
            caption={humanise(half)}
            className={`yy-choice yy-choice--${i === 0 ? 'left' : 'right'}`}
            onPick={() => {
              setPending(half);
              onMove({ choice: half });
            }}
          >
            <YinYangHalfArt half={half} />
          </PickButton>
        ))}
        <div className="yy-centre" aria-hidden="true">
          <YinYang spinning={!done} />
        </div>
      </div>
      {history.length > 0 && (
        <ol className="yy-history" aria-label="Your attempts" data-outcome="last-child">
          {history.map((h, i) => (
            <li key={i} className={h.choice === h.target ? 'is-right' : 'is-wrong'}>
              {i + 1}. You chose {humanise(h.choice)}; it was {humanise(h.target)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default YinYangBoard;
export { paragraphs } from './instructions';
