import type { PickView, ReadySetGoCard } from '@psi/engine';
import { FlipCard } from '../../../components/art/card';
import { BlankCardFace, GoCardFace } from '../../../components/art/go-card';
import { PickUntilFound, pickLabel } from '../../circuit/pick-until-found';
import type { BoardProps } from '../board-props';
import './board.css';

export type ReadySetGoView = PickView<'ready-set-go', ReadySetGoCard>;

const NAMES: Record<ReadySetGoCard, string> = { left: 'left', middle: 'middle', right: 'right' };

/** Exercise 1: three face-down cards, one is "Go!"; pick until it turns up. */
export function ReadySetGoBoard({ view, onMove, busy, lastOutcome }: BoardProps<'ready-set-go'>) {
  return (
    <div className="board board--ready-set-go">
      <p className="board__prompt">One of these three cards says Go! Which one?</p>
      <PickUntilFound
        className="rsg-cards"
        view={view}
        busy={busy}
        lastOutcome={lastOutcome}
        onMove={onMove}
        labelOf={(card, status) =>
          pickLabel(status, { subject: `The ${NAMES[card]} card`, object: `the ${NAMES[card]} card`, found: 'Go!' })
        }
        // The found card's face already reads "Go!", as its accessible name does ("…: Go!"); a "Found!"
        // note under it would be visible text the name lacks (axe label-content-name-mismatch).
        noteOf={(_card, status) => (status === 'found' ? '' : undefined)}
        renderArt={(card, status) => (
          <FlipCard
            flipped={status === 'found' || status === 'tried'}
            front={status === 'found' ? <GoCardFace /> : <BlankCardFace />}
          />
        )}
      />
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default ReadySetGoBoard;
export { paragraphs } from './instructions';
