import type { PickView, Sense as SenseId } from '@psi/engine';
import { Sense } from '../../../components/art/senses';
import { humanise } from '../../../components/art/svg-kit';
import { namedByOption, PickUntilFound } from '../../circuit/pick-until-found';
import type { BoardProps } from '../board-props';
import './board.css';

export type SenseView = PickView<'sense-the-sense', SenseId>;

/** Exercise 12: six senses (intuition the sixth), one is the target; pick until found (1 to 6). */
export function SenseTheSenseBoard({
  view,
  onMove,
  busy,
  lastOutcome,
  revealing = false,
}: BoardProps<'sense-the-sense'>) {
  const found = view.found;
  // While a pick turns (issue 34), the prompt is still the one it answered: the words follow the turn.
  const tried = revealing && !found ? view.tried.length - 1 : view.tried.length;
  const left = view.options.length - tried;
  return (
    <div className="board board--sense-the-sense">
      <p className="board__prompt">
        {found && !revealing
          ? `Found: ${humanise(found)}.`
          : tried === 0
            ? 'One of your six senses is being touched. Which one?'
            : `Not that one. ${left} senses left: which is it?`}
      </p>
      <PickUntilFound
        className="sense-grid"
        view={view}
        busy={busy}
        lastOutcome={lastOutcome}
        onMove={onMove}
        {...namedByOption((sense: SenseId) => <Sense sense={sense} />)}
      />
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default SenseTheSenseBoard;
export { paragraphs } from './instructions';
