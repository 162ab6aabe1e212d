// The life of one exercise page: who the player is, which circuit and step, sending moves.
// The server holds the state; this hook only mirrors it (reload = re-fetch, docs/api.md, the resume call).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { STEPS, type ExerciseView, type Outcome, type StepId } from '@psi/engine';
import { getCircuit } from '../../lib/api/circuits';
import { ApiError, NetworkError } from '../../lib/api/http';
import type { CircuitSnapshot } from '../../lib/api/types';
import { sound } from '../../lib/sound/sound';
import { storage } from '../../lib/storage';
import { cachedCircuit, loadOrStartCircuit, rememberCircuit } from './circuit-store';
import { activeOfflineCircuit, type OfflineCircuit } from '../../lib/offline-circuit-store';
import { offlineMode } from '../../lib/offline-mode';
import { ensurePlayer } from './identity';
import { soundForOutcome } from './outcome-sound';
import { hasProgress } from './progress';
import { moveErrorMessage, sendMove } from './send-move';

// The rules an offline circuit plays by (the engine): fetched only when a circuit is played offline,
// so an exercise's own chunk stays small (docs/performance.md).
const offlinePlay = () => import('./offline-play');

export interface ExerciseState {
  phase: 'loading' | 'ready' | 'failed';
  circuit: CircuitSnapshot | null;
  /** This step's view; once the step is over it stays the last view the step had (the board stays on screen). */
  stepView: ExerciseView | null;
  outcome: Outcome | null;
  busy: boolean;
  error: string | null;
  /** Set when this step is over: the route of the circuit's next step (Continue). */
  nextRoute: string | null;
  /** An offline circuit (targets drawn on this device, unverified) rather than a verified one. */
  offline: boolean;
  /** The server could not be reached at the start of a circuit: the player may play offline. */
  canPlayOffline: boolean;
}

const LOADING: ExerciseState = {
  phase: 'loading',
  circuit: null,
  stepView: null,
  outcome: null,
  busy: false,
  error: null,
  nextRoute: null,
  offline: false,
  canPlayOffline: false,
};

/** '/game-doors' for 'game-doors': the form of current_level (spec §3) and of the router's paths. */
export function routePath(route: string): string {
  return `/${route.replace(/^\/+/, '')}`;
}

function loadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return 'Session timeout.';
  if (err instanceof ApiError) return err.message;
  return 'Could not reach the server. Check your connection and try again.';
}

export function useExercise(step: StepId) {
  const [state, setState] = useState<ExerciseState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const [, navigate] = useLocation();
  const inFlight = useRef(false);
  const offlineRecord = useRef<OfflineCircuit | null>(null);
  const [offlineStart, setOfflineStart] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState(LOADING);
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
        const found = await loadOrStartCircuit({ newPlayer, mayStart: step === STEPS[0]!.id });
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
      setState({
        phase: 'ready',
        circuit,
        stepView: view,
        outcome,
        busy: false,
        error: null,
        nextRoute: null,
        offline: Boolean(record),
        canPlayOffline: false,
      });
    })().catch((err: unknown) => {
      if (cancelled) return;
      // docs/decisions.md: the free circuits are used up (FREE_CIRCUITS); the buy page sells a pass.
      if (err instanceof ApiError && err.status === 402) {
        navigate('/buy-page', { replace: true });
        return;
      }
      // Only at the start of a circuit: a verified circuit under way waits for the network instead.
      const canPlayOffline = err instanceof NetworkError && step === 'ready-set-go' && !cachedCircuit();
      // Play offline pressed on another page (issue 34 item 8): no second press here.
      if (canPlayOffline) offlineMode.set(offlineMode.get() === 'requested' ? 'on' : 'offered');
      setState({ ...LOADING, phase: 'failed', error: loadError(err), canPlayOffline });
    });
    return () => {
      cancelled = true;
    };
  }, [step, attempt, navigate, offlineStart]);

  // The blocking loader's "Play offline" (or this screen's) sets the mode on: start the offline circuit.
  useEffect(
    () =>
      offlineMode.subscribe((mode) => {
        if (mode === 'on' && !offlineRecord.current) setOfflineStart((n) => n + 1);
      }),
    [],
  );

  const apply = useCallback(
    (circuit: CircuitSnapshot, outcome: Outcome | null, error: string | null) => {
      rememberCircuit(circuit);
      const stillHere = circuit.view.step === step;
      setState((prev) => ({
        ...prev,
        phase: 'ready',
        circuit,
        stepView: stillHere ? circuit.view.view : prev.stepView,
        outcome: outcome ?? prev.outcome,
        busy: false,
        error,
        nextRoute: stillHere ? null : circuit.view.route,
      }));
    },
    [step],
  );

  const onMove = useCallback(
    (move: unknown) => {
      const circuit = state.circuit;
      if (!circuit || state.nextRoute || inFlight.current) return;
      inFlight.current = true;
      setState((prev) => ({ ...prev, busy: true, error: null }));
      const record = offlineRecord.current;
      if (record) {
        void offlinePlay().then(async ({ sendOfflineMove, offlineSnapshot }) => {
          const answer = await sendOfflineMove(record, step, move);
          inFlight.current = false;
          if (!answer.ok) {
            setState((prev) => ({ ...prev, busy: false, error: answer.message }));
            return;
          }
          offlineRecord.current = answer.record;
          void sound.play(soundForOutcome(answer.outcome.kind));
          apply(offlineSnapshot(answer.record), answer.outcome, null);
        });
        return;
      }
      sendMove(circuit.id, circuit.seq, step, move)
        .then((res) => {
          inFlight.current = false;
          void sound.play(soundForOutcome(res.outcome.kind));
          apply({ ...circuit, seq: res.seq, view: res.view, lastOutcome: res.outcome }, res.outcome, null);
        })
        .catch(async (err: unknown) => {
          inFlight.current = false;
          const message = moveErrorMessage(err);
          // Out of step with the server (another tab, a lost answer): take the server's word for it.
          if (err instanceof ApiError && err.status === 409) {
            try {
              const fresh = await getCircuit(circuit.id);
              apply(fresh, null, message);
              return;
            } catch {
              // fall through: keep what we have and say what happened
            }
          }
          setState((prev) => ({ ...prev, busy: false, error: message }));
        });
    },
    [state.circuit, state.nextRoute, step, apply],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const playOffline = useCallback(() => offlineMode.set('on'), []);
  const goNext = useCallback(() => {
    if (state.nextRoute) navigate(routePath(state.nextRoute));
  }, [state.nextRoute, navigate]);

  return { state, onMove, retry, goNext, playOffline };
}
