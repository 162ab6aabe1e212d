import { ExerciseScreen } from '../../circuit/exercise-screen';
import { KarmaBoard, type KarmaView } from './board';

export default function KarmaPage() {
  return <ExerciseScreen<KarmaView> step="karma" Board={KarmaBoard} />;
}
