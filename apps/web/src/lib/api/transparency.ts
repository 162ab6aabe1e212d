import type { Static } from 'typebox';
import type { InclusionProof } from '@psi/contract';
import { request } from './http';

export type LogInclusion = Static<typeof InclusionProof>;

/** A circuit's latest leaf in the public log and its audit path (docs/transparency.md). */
export function logInclusion(circuitId: string): Promise<LogInclusion> {
  return request<LogInclusion>(`/api/transparency/proof?circuit=${encodeURIComponent(circuitId)}`, { auth: false });
}
