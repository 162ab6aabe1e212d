import { ExerciseScreen } from '../../circuit/exercise-screen';
import { FamilyBoard, type FamilyView } from './board';

export default function FamilyPage() {
  return <ExerciseScreen<FamilyView> step="family" Board={FamilyBoard} />;
}
