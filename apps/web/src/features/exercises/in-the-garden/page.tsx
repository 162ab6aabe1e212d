import { ExerciseScreen } from '../../circuit/exercise-screen';
import { InTheGardenBoard, type GardenView } from './board';

export default function InTheGardenPage() {
  return <ExerciseScreen<GardenView> step="in-the-garden" Board={InTheGardenBoard} />;
}
