import { useState } from 'react';
import type { ZenerSymbol as SymbolId } from '@psi/engine';
import { CardFace } from '../../../components/art/card';
import { ZenerSymbol } from '../../../components/art/zener';
import { humanise } from '../../../components/art/svg-kit';
import { PickButton } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import './board.css';

/** Zener, part 1 (right after Universal): pick one of the five symbols; it is saved for exercise 10. */
export function ZenerPickBoard({ view, onMove, busy }: BoardProps<'zener'>) {
  const [picked, setPicked] = useState<SymbolId | null>(null);
  // Once over, the view is the step's final one: it holds the symbol saved.
  const saved = view.symbol;
  return (
    <div className="board board--zener">
      <p className="board__prompt">
        {saved
          ? // The dock says which symbol was saved; the prompt says what happens to it.
            'The Zener deck will be turned over later, at exercise 10: a card matching your symbol wins.'
          : 'Pick the symbol you will call later, when the Zener deck is turned over.'}
      </p>
      <div className="board__row zener-cards" data-outcome>
        {view.options.map((symbol) => {
          const chosen = saved === symbol || (busy && picked === symbol);
          return (
            <PickButton
              key={symbol}
              label={saved === symbol ? `The ${symbol} symbol: saved` : `Pick the ${symbol} symbol`}
              status={chosen ? 'chosen' : 'idle'}
              inactive={busy || saved !== null}
              caption={humanise(symbol)}
              onPick={() => {
                setPicked(symbol);
                onMove({ symbol });
              }}
              className={saved && saved !== symbol ? 'is-dimmed' : undefined}
            >
              <CardFace label={`Zener card: ${symbol}`}>
                <ZenerSymbol symbol={symbol} />
              </CardFace>
            </PickButton>
          );
        })}
      </div>
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx); Zener's text sits with Zener.
export default ZenerPickBoard;
