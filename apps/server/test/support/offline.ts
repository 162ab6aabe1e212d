import { randomUUID } from 'node:crypto';
import {
  applyMove,
  circuitView,
  randomCircuitMove,
  seedToHex,
  sfc32,
  startCircuit,
  type CircuitMove,
  type CircuitView,
} from '@psi/engine';

/** A circuit played on a "device": engine targets from a seed, random guesses to the end (or `limit`). */
export function offlineCircuit(seedByte: number, limit = Infinity) {
  const seed = new Uint8Array(32).fill(seedByte);
  let state = startCircuit(seed);
  let view: CircuitView | null = null;
  const moves: CircuitMove[] = [];
  const rng = sfc32(seedByte);
  for (;;) {
    const current: CircuitView = view ?? circuitView(state);
    if (current.over || moves.length >= limit) {
      view = current;
      break;
    }
    const move = randomCircuitMove(current, rng.int);
    const applied = applyMove(seed, state, move);
    if (!applied.ok) throw new Error(applied.message);
    moves.push(move);
    state = applied.state;
    view = applied.view;
  }
  return {
    body: {
      id: randomUUID(),
      seed: seedToHex(seed),
      startedAt: '2026-01-01T10:00:00.000Z',
      finishedAt: '2026-01-01T10:20:00.000Z',
      moves,
    },
    view,
  };
}
