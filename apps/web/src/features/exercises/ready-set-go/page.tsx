import { ExerciseScreen } from '../../circuit/exercise-screen';
import { ReadySetGoBoard, type ReadySetGoView } from './board';

export default function ReadySetGoPage() {
  return <ExerciseScreen<ReadySetGoView> step="ready-set-go" Board={ReadySetGoBoard} />;
}
