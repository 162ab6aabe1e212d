// The exercise frame's side of an offline circuit: the same snapshot shape as a verified one, and a
// move applied by the engine on this device then saved in __mydb before the answer is shown.
import type { CircuitMove, ExerciseView, Outcome, StepId } from '@psi/engine';
import type { CircuitSnapshot } from '../../lib/api/types';
import type { OfflineCircuit } from '../../lib/offline-circuit-store';
import { offlineView, playOfflineMove } from '../../lib/offline-circuits';

export { startOfflineCircuit } from '../../lib/offline-circuits';

export type OfflineSnapshot = CircuitSnapshot & { unverified: true };

export function offlineSnapshot(record: OfflineCircuit): OfflineSnapshot {
  // No commitment: nothing was published before the guesses, which is why it is unverified.
  return {
    id: record.id,
    commitment: '',
    seq: record.moves.length,
    view: offlineView(record),
    lastOutcome: record.lastOutcome,
    unverified: true,
  };
}

export type OfflineAnswer =
  { ok: true; record: OfflineCircuit; outcome: Outcome; finished?: ExerciseView } | { ok: false; message: string };

export async function sendOfflineMove(record: OfflineCircuit, step: StepId, move: unknown): Promise<OfflineAnswer> {
  try {
    return await playOfflineMove(record, { step, move } as CircuitMove);
  } catch {
    return { ok: false, message: 'This device could not save your move. Try again.' };
  }
}
