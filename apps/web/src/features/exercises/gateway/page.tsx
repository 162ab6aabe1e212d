import { ExerciseScreen } from '../../circuit/exercise-screen';
import { GatewayBoard, type GatewayView } from './board';

export default function GatewayPage() {
  return <ExerciseScreen<GatewayView> step="gateway" Board={GatewayBoard} />;
}
