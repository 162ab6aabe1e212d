import type { DualityView } from '@psi/engine';
import { ExerciseScreen } from '../../circuit/exercise-screen';
import { DualityBoard } from './board';

export default function DualityPage() {
  return <ExerciseScreen<DualityView> step="duality" Board={DualityBoard} />;
}
