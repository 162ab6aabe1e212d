// Computes the chance figures off the main thread, so the end-score page paints and scrolls at once.
import { computeChanceFigures } from './chance-figures';

self.postMessage(computeChanceFigures());
