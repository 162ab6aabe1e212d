// Verified circuits: targets from HMAC-SHA256 keyed by the circuit's secret seed.
import { hmacStreams } from '../targets/hmac-source';
import type { CircuitMove, CircuitState, MoveResult } from '../types';
import { applyMoveWith, startCircuitWith } from './machine';
import { circuitView, finishedView } from './view';

export function startCircuit(seed: Uint8Array): CircuitState {
  return startCircuitWith(hmacStreams(seed));
}

export function applyMove(seed: Uint8Array, state: CircuitState, move: CircuitMove): MoveResult {
  const applied = applyMoveWith(hmacStreams(seed), state, move);
  if (!applied.ok) return applied;
  const { finished, ...rest } = applied;
  const view = circuitView(applied.state);
  // A finishing move also answers with the finished step's final view, so a client draws its end
  // state from data (docs/engine-api.md, Moves).
  return finished ? { ...rest, view, finished: finishedView(finished.step, finished.exercise) } : { ...rest, view };
}
