import { ExerciseScreen } from '../../circuit/exercise-screen';
import { SenseTheSenseBoard, type SenseView } from './board';

export default function SenseTheSensePage() {
  return <ExerciseScreen<SenseView> step="sense-the-sense" Board={SenseTheSenseBoard} />;
}
