import { ExerciseScreen } from '../../circuit/exercise-screen';
import { ElementsBoard, type ElementsView } from './board';

export default function ElementsPage() {
  return <ExerciseScreen<ElementsView> step="elements" Board={ElementsBoard} />;
}
