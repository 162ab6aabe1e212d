import type { ZenerPickView } from '@psi/engine';
import { ExerciseScreen } from '../../circuit/exercise-screen';
import { ZenerPickBoard } from './board';

export default function ZenerPickPage() {
  return <ExerciseScreen<ZenerPickView> step="zener" Board={ZenerPickBoard} />;
}
