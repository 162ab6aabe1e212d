// Loading an exercise page's circuit: the offline circuit in progress on this device, else the
// player's unfinished verified circuit (resume), else a new one where a circuit may start.
import { useEffect, type Dispatch, type MutableRefObject } from 'react';
import { useLocation } from 'wouter';
import { STEPS, type StepId } from '@psi/engine';
import { ApiError, NetworkError } from '../../lib/api/http';
import type { CircuitSnapshot } from '../../lib/api/types';
import { activeOfflineCircuit, type OfflineCircuit } from '../../lib/offline-circuit-store';
import { storage } from '../../lib/storage';
import { useCircuitStore } from './circuit-context';
import type { ExerciseAction } from './exercise-state';
import { ensurePlayer } from './identity';
import { loadOrStartCircuit } from './load-or-start';
import { hasProgress } from './progress';

// The rules an offline circuit plays by (the engine): fetched only when a circuit is played offline,
// so an exercise's own chunk stays small (docs/performance.md).
export const offlinePlay = () => import('./offline-play');

/** '/game-doors' for 'game-doors': the form of current_level (spec §3) and of the router's paths. */
export function routePath(route: string): string {
  return `/${route.replace(/^\/+/, '')}`;
}

function loadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return 'Session timeout.';
  if (err instanceof ApiError) return err.message;
  return 'Could not reach the server. Check your connection and try again.';
}

/**
 * Loads the circuit whenever `attempt` or `offlineStart` changes (a retry, "Play offline").
 * `offlineRecord` is the offline circuit being played, shared with the move sender.
 */
export function useCircuitLoad(
  step: StepId,
  dispatch: Dispatch<ExerciseAction>,
  offlineRecord: MutableRefObject<OfflineCircuit | null>,
  attempt: number,
  offlineStart: number,
): void {
  const [, navigate] = useLocation();
  const store = useCircuitStore();
  useEffect(() => {
    const { offlineMode } = store;
    let cancelled = false;
    dispatch({ type: 'load' });
    (async () => {
      // An offline circuit in progress is played to its end on this device, online or not. The player
      // is made meanwhile, so a verified circuit starts no later for the device lookup.
      const player = ensurePlayer().then(
        (newPlayer) => ({ newPlayer, failed: null }),
        (err: unknown) => ({ newPlayer: false, failed: err }),
      );
      const record =
        offlineStart > 0 && !offlineRecord.current
          ? await (await offlinePlay()).startOfflineCircuit()
          : (offlineRecord.current ?? (await activeOfflineCircuit()));
      offlineRecord.current = record;
      if (record) offlineMode.set('on');
      let circuit: CircuitSnapshot;
      if (record) {
        circuit = (await offlinePlay()).offlineSnapshot(record);
      } else {
        const { newPlayer, failed } = await player;
        if (failed) throw failed;
        const found = await loadOrStartCircuit(store, { newPlayer, mayStart: step === STEPS[0]!.id });
        offlineMode.set('off');
        if (cancelled) return;
        if (!found) {
          // No circuit under way and this is not where one starts (Back from game-end, an old
          // link): the end page sums up the last circuit and offers Play again.
          navigate('/game-end', { replace: true });
          return;
        }
        circuit = found;
      }
      if (cancelled) return;
      if (circuit.view.step !== step) {
        // The URL names another step than the circuit's: go where the player really is.
        navigate(routePath(circuit.view.route), { replace: true });
        return;
      }
      storage.set('current_level', routePath(circuit.view.route));
      const view = circuit.view.view;
      // A resumed exercise shows the answer to its last move too, when that move belongs to it.
      const outcome = view && hasProgress(view) ? circuit.lastOutcome : null;
      dispatch({ type: 'loaded', circuit, source: record ? 'offline' : 'verified', outcome });
    })().catch((err: unknown) => {
      if (cancelled) return;
      // docs/decisions.md: the free circuits are used up (FREE_CIRCUITS); the buy page sells a pass.
      if (err instanceof ApiError && err.status === 402) {
        navigate('/buy-page', { replace: true });
        return;
      }
      // Only at the start of a circuit: a verified circuit under way waits for the network instead.
      const canPlayOffline = err instanceof NetworkError && step === 'ready-set-go' && !store.current();
      // Play offline pressed on another page (issue 34 item 8): no second press here.
      if (canPlayOffline) offlineMode.set(offlineMode.get() === 'requested' ? 'on' : 'offered');
      dispatch({ type: 'load-failed', error: loadError(err), canPlayOffline });
    });
    return () => {
      cancelled = true;
    };
  }, [step, attempt, navigate, offlineStart, dispatch, offlineRecord, store]);
}
