import { ExerciseScreen } from '../../circuit/exercise-screen';
import { ZenerRevealBoard, type ZenerRevealView } from './board';

export default function ZenerRevealPage() {
  return <ExerciseScreen<ZenerRevealView> step="zener-reveal" Board={ZenerRevealBoard} />;
}
