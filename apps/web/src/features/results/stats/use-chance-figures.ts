// The chance figures for a page: null at first, then the engine's exact values. Computed once per page
// load, in a worker where the browser has them (a whole second or two of CPU otherwise blocks the
// page), else after the first paint on the main thread (jsdom, very old browsers).
import { useEffect, useState } from 'react';
import { computeChanceFigures, type ChanceFigures } from './chance-figures';

let figures: Promise<ChanceFigures> | null = null;

function inWorker(): Promise<ChanceFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./chance-figures.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ChanceFigures>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message));
    };
  });
}

function onMainThread(): Promise<ChanceFigures> {
  return new Promise((resolve) => setTimeout(() => resolve(computeChanceFigures()), 0));
}

/** Starts the computation on first use; later calls share it. */
export function loadChanceFigures(): Promise<ChanceFigures> {
  figures ??= typeof Worker === 'function' ? inWorker().catch(onMainThread) : onMainThread();
  return figures;
}

export function useChanceFigures(): ChanceFigures | null {
  const [value, setValue] = useState<ChanceFigures | null>(null);
  useEffect(() => {
    let live = true;
    void loadChanceFigures().then((result) => { if (live) setValue(result); });
    return () => { live = false; };
  }, []);
  return value;
}
