import { request } from './http';
import type { CircuitProof, CircuitSnapshot, CircuitStarted, MoveRequest, MoveResult } from './types';

/** POST /api/circuits: starts a verified circuit for the signed-in player. */
export function startCircuit(): Promise<CircuitStarted> {
  return request<CircuitStarted>('/api/circuits', { method: 'POST', body: {} });
}

/** GET /api/circuits/active: the unfinished circuit (ApiError 404 when there is none). */
export function activeCircuit(): Promise<CircuitSnapshot> {
  return request<CircuitSnapshot>('/api/circuits/active');
}

export function getCircuit(id: string): Promise<CircuitSnapshot> {
  return request<CircuitSnapshot>(`/api/circuits/${encodeURIComponent(id)}`);
}

/** POST /api/circuits/{id}/moves: the same seq + move again returns the same answer (safe to retry). */
export function postMove(id: string, move: MoveRequest): Promise<MoveResult> {
  return request<MoveResult>(`/api/circuits/${encodeURIComponent(id)}/moves`, { method: 'POST', body: move });
}

/** GET /api/circuits/{id}/proof: seed and record once the circuit is over (409 before). */
export function circuitProof(id: string): Promise<CircuitProof> {
  return request<CircuitProof>(`/api/circuits/${encodeURIComponent(id)}/proof`);
}
