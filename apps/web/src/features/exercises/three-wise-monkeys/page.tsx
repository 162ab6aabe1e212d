import { ExerciseScreen } from '../../circuit/exercise-screen';
import { ThreeWiseMonkeysBoard, type MonkeysView } from './board';

export default function ThreeWiseMonkeysPage() {
  return <ExerciseScreen<MonkeysView> step="three-wise-monkeys" Board={ThreeWiseMonkeysBoard} />;
}
