import type { Static } from 'typebox';
import type { InclusionProof, TransparencyHead, TransparencyKey } from '@psi/contract';
import { request } from './http';

export type LogInclusion = Static<typeof InclusionProof>;

/** A circuit's latest leaf in the public log and its audit path (docs/transparency.md). */
export function logInclusion(circuitId: string): Promise<LogInclusion> {
  return request<LogInclusion>(`/api/transparency/proof?circuit=${encodeURIComponent(circuitId)}`, { auth: false });
}

export type LogHead = Static<typeof TransparencyHead>;
export type LogKey = Static<typeof TransparencyKey>;

/** The log's latest signed tree head. */
export function logHead(): Promise<LogHead> {
  return request<LogHead>('/api/transparency/head', { auth: false });
}

/** The log's Ed25519 public key (raw, base64, and as PEM). */
export function logKey(): Promise<LogKey> {
  return request<LogKey>('/api/transparency/key', { auth: false });
}
