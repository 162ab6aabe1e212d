// Enumerates every exercise's chance distribution off the main thread (most of the statistics'
// cost); the page adopts the result and needs only a cheap convolution after that.
import { exerciseDensities } from '@psi/engine';

self.postMessage(exerciseDensities());
