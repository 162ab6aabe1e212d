// Verified circuits: targets from HMAC-SHA256 keyed by the circuit's secret seed.
import { hmacStreams } from '../targets/hmac-source';
import type { CircuitMove, CircuitState, MoveResult } from '../types';
import { applyMoveWith, startCircuitWith } from './machine';
import { circuitView } from './view';

export function startCircuit(seed: Uint8Array): CircuitState {
  return startCircuitWith(hmacStreams(seed));
}

export function applyMove(seed: Uint8Array, state: CircuitState, move: CircuitMove): MoveResult {
  const applied = applyMoveWith(hmacStreams(seed), state, move);
  return applied.ok ? { ...applied, view: circuitView(applied.state) } : applied;
}
