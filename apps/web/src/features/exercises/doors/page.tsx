import type { DoorsView } from '@psi/engine';
import { ExerciseScreen } from '../../circuit/exercise-screen';
import { DoorsBoard } from './board';

export default function DoorsPage() {
  return <ExerciseScreen<DoorsView> step="doors" Board={DoorsBoard} />;
}
