import type { Element as ElementId, PickView } from '@psi/engine';
import { Element } from '../../../components/art/elements';
import { namedByOption, PickUntilFound } from '../../circuit/pick-until-found';
import type { BoardProps } from '../board-props';
import './board.css';

export type ElementsView = PickView<'elements', ElementId>;

/** Exercise 7: five elements, one is the target; pick until found (1 to 5). */
export function ElementsBoard({ view, onMove, busy, lastOutcome }: BoardProps<'elements'>) {
  return (
    <div className="board board--elements">
      <p className="board__prompt">Which element is resonating with you now?</p>
      <PickUntilFound
        className="elements-grid"
        view={view}
        busy={busy}
        lastOutcome={lastOutcome}
        onMove={onMove}
        {...namedByOption((element: ElementId) => <Element element={element} />)}
      />
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default ElementsBoard;
export { paragraphs } from './instructions';
