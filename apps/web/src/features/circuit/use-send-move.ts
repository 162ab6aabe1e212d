// Sending one move of the page's step: to the server (verified) or to the engine on this device
// (offline); a 409 takes the server's copy of the circuit. Its sound plays when the board has shown the
// answer (exercise-screen.tsx, use-reveal-delay.ts), not here as it arrives.
import { useCallback, useRef, type Dispatch, type MutableRefObject } from 'react';
import type { ExerciseView, MoveMap, Outcome, StepId } from '@psi/engine';
import { getCircuit } from '../../lib/api/circuits';
import { ApiError } from '../../lib/api/http';
import type { CircuitSnapshot } from '../../lib/api/types';
import type { OfflineCircuit } from '../../lib/offline-circuit-store';
import { useCircuitStore } from './circuit-context';
import type { ExerciseAction } from './exercise-state';
import { moveErrorMessage, sendMove } from './send-move';
import { offlinePlay } from './use-circuit-load';

/**
 * `circuit` is the circuit the move is played on, or null when no move may be sent (loading, over,
 * a move in flight: the reducer's phase says so). The ref guards the moment between a tap and the
 * re-render that disables the board.
 */
export function useSendMove<S extends StepId>(
  step: S,
  circuit: CircuitSnapshot | null,
  dispatch: Dispatch<ExerciseAction>,
  offlineRecord: MutableRefObject<OfflineCircuit | null>,
): (move: MoveMap[S]) => void {
  const inFlight = useRef(false);
  const store = useCircuitStore();
  return useCallback(
    (move: MoveMap[S]) => {
      if (!circuit || inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'send' });
      const answered = (next: CircuitSnapshot, outcome: Outcome, finished?: ExerciseView) => {
        inFlight.current = false;
        store.remember(next);
        dispatch({ type: 'answered', circuit: next, outcome, finished });
      };
      const record = offlineRecord.current;
      if (record) {
        void offlinePlay().then(async ({ sendOfflineMove, offlineSnapshot }) => {
          const answer = await sendOfflineMove(record, step, move);
          if (!answer.ok) {
            inFlight.current = false;
            dispatch({ type: 'rejected', error: answer.message });
            return;
          }
          offlineRecord.current = answer.record;
          answered(offlineSnapshot(answer.record), answer.outcome, answer.finished);
        });
        return;
      }
      sendMove(circuit.id, circuit.seq, step, move)
        .then((res) =>
          answered({ ...circuit, seq: res.seq, view: res.view, lastOutcome: res.outcome }, res.outcome, res.finished),
        )
        .catch(async (err: unknown) => {
          inFlight.current = false;
          const message = moveErrorMessage(err);
          // Out of step with the server (another tab, a lost answer): take the server's word for it.
          if (err instanceof ApiError && err.status === 409) {
            dispatch({ type: 'conflict', error: message });
            try {
              const fresh = await getCircuit(circuit.id);
              store.remember(fresh);
              dispatch({ type: 'reconciled', circuit: fresh, error: message });
              return;
            } catch {
              // fall through: keep what we have and say what happened
            }
          }
          dispatch({ type: 'rejected', error: message });
        });
    },
    [circuit, dispatch, offlineRecord, step, store],
  );
}
