import { ExerciseScreen } from '../../circuit/exercise-screen';
import { YinYangBoard, type YinYangView } from './board';

export default function YinYangPage() {
  return <ExerciseScreen<YinYangView> step="yin-yang" Board={YinYangBoard} />;
}
