import { ExerciseScreen } from '../../circuit/exercise-screen';
import { CropCirclesBoard, type CropCirclesView } from './board';

export default function CropCirclesPage() {
  return <ExerciseScreen<CropCirclesView> step="crop-circles" Board={CropCirclesBoard} />;
}
