import type { FamilyMember as Member, PickView } from '@psi/engine';
import { FamilyMember } from '../../../components/art/family';
import { humanise } from '../../../components/art/svg-kit';
import { PickUntilFound, pickLabel } from '../../circuit/pick-until-found';
import type { BoardProps } from '../board-props';
import './board.css';

export type FamilyView = PickView<'family', Member>;

/** Exercise 2: four family members, one is the target; pick until found (1 to 4, par 2.5). */
export function FamilyBoard({ view, onMove, busy, lastOutcome }: BoardProps<'family'>) {
  return (
    <div className="board board--family">
      <p className="board__prompt">One of the family is calling you. Who is it?</p>
      <PickUntilFound
        className="family-cards"
        view={view}
        busy={busy}
        lastOutcome={lastOutcome}
        onMove={onMove}
        // Names start with the visible caption, as axe's label-content-name-mismatch asks.
        labelOf={(member, status) =>
          pickLabel(status, { subject: humanise(member), object: `the ${humanise(member)}` })
        }
        captionOf={(member) => humanise(member)}
        renderArt={(member) => <FamilyMember member={member} />}
      />
    </div>
  );
}

// What the generic exercise page loads for this step (app/exercise-page.tsx): the board and its text.
export default FamilyBoard;
export { paragraphs } from './instructions';
