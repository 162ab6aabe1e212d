// The life of one exercise page: its state in one reducer (exercise-state.ts), loaded by
// useCircuitLoad (start, resume, offline) and moved by useSendMove. The server holds the state;
// this only mirrors it (reload = re-fetch, docs/api.md, the resume call).
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { MoveMap, StepId } from '@psi/engine';
import type { OfflineCircuit } from '../../lib/offline-circuit-store';
import { useCircuitStore } from './circuit-context';
import { exerciseReducer, LOADING, type ExerciseState } from './exercise-state';
import { routePath, useCircuitLoad } from './use-circuit-load';
import { useSendMove } from './use-send-move';

export interface Exercise<S extends StepId> {
  state: ExerciseState;
  onMove: (move: MoveMap[S]) => void;
  retry: () => void;
  goNext: () => void;
  playOffline: () => void;
}

export function useExercise<S extends StepId>(step: S): Exercise<S> {
  const reducer = useMemo(() => exerciseReducer(step), [step]);
  const [state, dispatch] = useReducer(reducer, LOADING);
  const [attempt, setAttempt] = useState(0);
  const [offlineStart, setOfflineStart] = useState(0);
  const [, navigate] = useLocation();
  const offlineRecord = useRef<OfflineCircuit | null>(null);
  const { offlineMode } = useCircuitStore();

  useCircuitLoad(step, dispatch, offlineRecord, attempt, offlineStart);
  // The blocking loader's "Play offline" (or this screen's) sets the mode on: start the offline circuit.
  useEffect(
    () =>
      offlineMode.subscribe((mode) => {
        if (mode === 'on' && !offlineRecord.current) setOfflineStart((n) => n + 1);
      }),
    [offlineMode],
  );
  const onMove = useSendMove(step, state.phase === 'playing' ? state.circuit : null, dispatch, offlineRecord);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const playOffline = useCallback(() => offlineMode.set('on'), [offlineMode]);
  const nextRoute = state.phase === 'over' ? state.nextRoute : null;
  const goNext = useCallback(() => {
    if (nextRoute) navigate(routePath(nextRoute));
  }, [nextRoute, navigate]);

  return { state, onMove, retry, goNext, playOffline };
}
