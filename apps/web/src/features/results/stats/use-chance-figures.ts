// The engine's exact chance statistics for the results pages, without freezing them: enumerating
// every exercise's distribution costs about a second of CPU on a desktop and several on a phone. It
// runs once per page load in a Web Worker, whose tables the engine adopts on the main thread; where
// there is no Worker (the unit tests' happy-dom) or it fails, the main thread enumerates after the first paint.
import { useEffect, useMemo, useState } from 'react';
import { adoptExerciseDensities, exerciseDensities } from '@psi/engine';
import { computeChanceFigures, type ChanceFigures } from './chance-figures';

let loading: Promise<void> | null = null;
let loaded = false;

function inWorker(): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./chance-figures.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Parameters<typeof adoptExerciseDensities>[0]>) => {
      worker.terminate();
      try {
        adoptExerciseDensities(event.data);
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message));
    };
  });
}

function onMainThread(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      exerciseDensities();
      resolve();
    }, 0),
  );
}

/** Makes the engine's chance statistics cheap to call; starts once per page load, later calls share it. */
export function loadChance(): Promise<void> {
  loading ??= (typeof Worker === 'function' ? inWorker().catch(onMainThread) : onMainThread()).then(() => {
    loaded = true;
  });
  return loading;
}

/** False until the engine's chance statistics can be called without blocking the page. */
export function useChanceReady(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadChance().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** The end-score page's figures: null until the statistics are ready. */
export function useChanceFigures(): ChanceFigures | null {
  const ready = useChanceReady();
  return useMemo(() => (ready ? computeChanceFigures() : null), [ready]);
}
