import type { UniversalView } from '@psi/engine';
import { ExerciseScreen } from '../../circuit/exercise-screen';
import { UniversalBoard } from './board';

export default function UniversalPage() {
  return <ExerciseScreen<UniversalView> step="universal" Board={UniversalBoard} />;
}
