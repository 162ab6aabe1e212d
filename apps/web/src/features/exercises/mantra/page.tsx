import { ExerciseScreen } from '../../circuit/exercise-screen';
import { MantraBoard, type MantraView } from './board';

export default function MantraPage() {
  return <ExerciseScreen<MantraView> step="mantra" Board={MantraBoard} />;
}
