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

/**
 * A drawn card. The newest one lands face down and turns over while its answer is revealed (art.css,
 * .is-turning); its match glow and caption wait for the turn. Under reduced motion it fades in instead.
 */
function DrawnCard({ symbol, match, turning }: { symbol: ZenerSymbolId; match: boolean; turning: boolean }) {
  return (
    <FlipCard
      className={['zr-card', match && !turning && 'is-match', turning && 'is-turning'].filter(Boolean).join(' ')}
      flipped
      front={<ZenerCardFace symbol={symbol} muted={!match} />}
    />
  );
}

/** Exercise 10, Zener part 2: the deck is flipped; does a drawn card match the symbol saved in part 1? */
export function ZenerRevealBoard({ view, onMove, busy, over = false, revealing = false }: BoardProps<'zener-reveal'>) {
  // Once over, the view is the step's final one, its last card drawn included. While the newest card
  // turns, the board's words are those from before it (`draws` leaves it out); the card is drawn.
  const cards = view.draws;
  const draws = revealing ? cards.slice(0, -1) : cards;
  const matched = draws.includes(view.symbol);
  const finished = !revealing && (over || view.over || matched || draws.length >= MAX_DRAWS);
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
            const card = cards[i];
            const turning = revealing && i === cards.length - 1;
            return (
              <li key={i} className="zr-slot-wrap">
                <div className={card ? 'zr-slot' : 'zr-slot is-empty'}>
                  {card ? (
                    <DrawnCard symbol={card} match={card === view.symbol} turning={turning} />
                  ) : (
                    <span className="zr-empty">Draw {i + 1}</span>
                  )}
                </div>
                <span className="zr-caption">
                  {card && !turning
                    ? `Draw ${i + 1}: ${NAME[card]}${card === view.symbol ? ', a match' : ''}`
                    : i === cards.length && !finished && !revealing
                      ? 'Next'
                      : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {!finished && (
        // Held invisible (its place kept) while the card turns: the next draw is offered once it has.
        <div className={revealing ? 'zr-next is-held' : 'zr-next'}>
          <ActionButton inactive={busy} onPress={() => onMove({ action: 'draw' })}>
            {draws.length === 0 ? 'Draw a card' : 'Draw again'}
          </ActionButton>
        </div>
      )}
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default ZenerRevealBoard;
export { paragraphs } from './instructions';
