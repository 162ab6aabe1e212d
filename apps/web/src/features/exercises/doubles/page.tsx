import type { DoublesView } from '@psi/engine';
import { ExerciseScreen } from '../../circuit/exercise-screen';
import { DoublesBoard } from './board';

export default function DoublesPage() {
  return <ExerciseScreen<DoublesView> step="doubles" Board={DoublesBoard} />;
}
