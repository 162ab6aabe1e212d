import { useEffect, useState } from 'react';
import type { ZenerRevealView, ZenerSymbol as ZenerSymbolId } from '@psi/engine';
import { CardFace, FlipCard } from '../../../components/art/card';
import { ZenerSymbol } from '../../../components/art/zener';
import { ActionButton } from '../../circuit/board-kit';
import type { BoardProps } from '../board-props';
import './board.css';

export type { ZenerRevealView };

/** Exercise 10 draws at most two cards (docs/rules.md): a match on the first scores 1, on the second 2. */
const MAX_DRAWS = 2;

const NAME: Record<ZenerSymbolId, string> = {
  circle: 'Circle',
  plus: 'Plus',
  wave: 'Wave',
  square: 'Square',
  star: 'Star',
};

function ZenerCardFace({ symbol, muted }: { symbol: ZenerSymbolId; muted?: boolean }) {
  return (
    <CardFace label={`${NAME[symbol]} card`} muted={muted}>
      <ZenerSymbol symbol={symbol} label={NAME[symbol]} />
    </CardFace>
  );
}

/** A card that lands face down and turns over a moment later, so the flip is seen (CSS stops it under reduced motion). */
function DrawnCard({ symbol, match }: { symbol: ZenerSymbolId; match: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 40);
    return () => clearTimeout(timer);
  }, []);
  return (
    <FlipCard
      className={match ? 'zr-card is-match' : 'zr-card'}
      flipped={shown}
      front={<ZenerCardFace symbol={symbol} muted={!match} />}
    />
  );
}

/** Exercise 10, Zener part 2: the deck is flipped; does a drawn card match the symbol saved in part 1? */
export function ZenerRevealBoard({ view, onMove, busy, over = false }: BoardProps<'zener-reveal'>) {
  // Once over, the view is the step's final one, its last card drawn included.
  const draws = view.draws;
  const matched = draws.includes(view.symbol);
  const finished = over || view.over || matched || draws.length >= MAX_DRAWS;
  const prompt = finished
    ? matched
      ? `A match on draw ${draws.indexOf(view.symbol) + 1}.`
      : 'No match in two draws.'
    : draws.length === 0
      ? `Your symbol is the ${NAME[view.symbol].toLowerCase()}. Concentrate on it, then draw a card from the deck.`
      : `Not the ${NAME[view.symbol].toLowerCase()}. The deck is reshuffled: draw a second card.`;

  return (
    <div className="board board--zener-reveal">
      <p className="board__prompt">{prompt}</p>
      <div className="zr-table" data-outcome>
        <figure className="zr-saved">
          <div className="zr-slot">
            <ZenerCardFace symbol={view.symbol} />
          </div>
          <figcaption>Your symbol</figcaption>
        </figure>
        <ol className="zr-draws" aria-label="Cards drawn">
          {Array.from({ length: MAX_DRAWS }, (_, i) => {
            const card = draws[i];
            return (
              <li key={i} className="zr-slot-wrap">
                <div className={card ? 'zr-slot' : 'zr-slot is-empty'}>
                  {card ? (
                    <DrawnCard symbol={card} match={card === view.symbol} />
                  ) : (
                    <span className="zr-empty">Draw {i + 1}</span>
                  )}
                </div>
                <span className="zr-caption">
                  {card
                    ? `Draw ${i + 1}: ${NAME[card]}${card === view.symbol ? ', a match' : ''}`
                    : i === draws.length && !finished
                      ? 'Next'
                      : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {!finished && (
        <ActionButton inactive={busy} onPress={() => onMove({ action: 'draw' })}>
          {draws.length === 0 ? 'Draw a card' : 'Draw again'}
        </ActionButton>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default ZenerRevealBoard;
export { paragraphs } from './instructions';
