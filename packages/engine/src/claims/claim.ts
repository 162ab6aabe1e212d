// A sealed claim (docs/statistics.md, "Sealed claims"): a player fixes in advance how many circuits and
// the evidence level sought; every circuit they start from then on belongs to it, in order, until it
// closes: at its last circuit, or as soon as the evidence meter reaches the level. Pure, so the server
// judges with the same code a stranger's browser re-runs on the certificate.
import type { Distribution } from '../types';
import { addCircuit, DEFAULT_EVIDENCE_TILTS, evidenceValue, startEvidence } from '../stats/evidence';

/** Limits on what can be sealed: enough circuits to mean something, few enough to finish in weeks. */
export const CLAIM_MIN_CIRCUITS = 5;
export const CLAIM_MAX_CIRCUITS = 100;
/** The evidence levels offered: 20x (chance reaches it at most 1 time in 20) and 100x (1 in 100). */
export const CLAIM_LEVELS: readonly number[] = [20, 100];

export interface ClaimTerms {
  circuits: number;
  level: number;
  tilts: readonly number[];
}

/** A circuit started after the seal, in order: still being played, or closed with its main score's law. */
export type ClaimCircuit =
  { id: string; status: 'active' } | { id: string; status: 'finished' | 'abandoned'; law: Distribution };

export type ClaimStatus = 'open' | 'passed' | 'failed';

export interface ClaimJudgement {
  status: ClaimStatus;
  /** The evidence after each counted circuit, in order. */
  path: number[];
  evidence: number;
  /** The circuits that belong to the claim (those after its close are the player's own). */
  circuitIds: string[];
}

/** Why the terms are refused, or null when they can be sealed. */
export function claimTermsProblem(circuits: number, level: number): string | null {
  if (!Number.isInteger(circuits) || circuits < CLAIM_MIN_CIRCUITS || circuits > CLAIM_MAX_CIRCUITS)
    return `circuits must be a whole number from ${CLAIM_MIN_CIRCUITS} to ${CLAIM_MAX_CIRCUITS}`;
  if (!CLAIM_LEVELS.includes(level)) return `level must be one of ${CLAIM_LEVELS.join(', ')}`;
  return null;
}

export function claimTerms(circuits: number, level: number): ClaimTerms {
  const problem = claimTermsProblem(circuits, level);
  if (problem) throw new Error(problem);
  return { circuits, level, tilts: [...DEFAULT_EVIDENCE_TILTS] };
}

/**
 * Judges a claim from the circuits the player started after sealing it, in the order they started
 * (more may be passed than belong: the judgement stops at the close). An active circuit stops the count:
 * it belongs to the claim, and its evidence is not known yet.
 */
export function judgeClaim(terms: ClaimTerms, started: readonly ClaimCircuit[]): ClaimJudgement {
  let meter = startEvidence(terms.tilts);
  const path: number[] = [];
  const circuitIds: string[] = [];
  for (const circuit of started) {
    if (circuitIds.length >= terms.circuits) break;
    circuitIds.push(circuit.id);
    if (circuit.status === 'active') break;
    meter = addCircuit(meter, circuit.law);
    path.push(evidenceValue(meter));
    if (path.at(-1)! >= terms.level) break;
  }
  const evidence = path.at(-1) ?? 1;
  const status: ClaimStatus = evidence >= terms.level ? 'passed' : path.length >= terms.circuits ? 'failed' : 'open';
  return { status, path, evidence, circuitIds };
}
