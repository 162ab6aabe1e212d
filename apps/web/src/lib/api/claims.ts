// Sealed claims (docs/statistics.md "Sealed claims", docs/api.md): seal one, read the player's latest, read
// any claim's public certificate and the seed replay of its circuits.
import type { Static } from 'typebox';
import type { Claim as ClaimSchema } from '@psi/contract';
import { ApiError, request } from './http';
import type { CircuitProof } from './types';

export type Claim = Static<typeof ClaimSchema>;
export type ClaimLevel = 20 | 100;

const path = (id: string) => `/api/claims/${encodeURIComponent(id)}`;

/** POST /api/claims: 400 names what is out of limits, 409 when a claim is already open. */
export function sealClaim(circuits: number, level: ClaimLevel): Promise<Claim> {
  return request<Claim>('/api/claims', { method: 'POST', body: { circuits, level } });
}

/** The signed-in player's latest claim, open or closed; null when they never sealed one. */
export async function currentClaim(): Promise<Claim | null> {
  try {
    return await request<Claim>('/api/claims/current');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Anyone's claim: no session is sent, the certificate is public. */
export function getClaim(id: string): Promise<Claim> {
  return request<Claim>(path(id), { auth: false });
}

/** The seed replay of one of the claim's circuits, once it is over (public, like the certificate). */
export function claimCircuitProof(claimId: string, circuitId: string): Promise<CircuitProof> {
  return request<CircuitProof>(`${path(claimId)}/circuits/${encodeURIComponent(circuitId)}/proof`, { auth: false });
}
