// The anytime-valid evidence meter of a sealed claim (docs/statistics.md, "Evidence that peeking cannot
// inflate"). An e-value: a test martingale against the exact chance distribution p of the main score.
//
// For one tilt λ > 0 fixed in advance, a circuit scoring x multiplies the evidence by
//   f_λ(x) = exp(−λ·x) / M(λ),   M(λ) = Σ_x p(x)·exp(−λ·x),
// the likelihood ratio of p exponentially tilted toward lower (better) scores against p itself. Under chance
// E[f_λ(X)] = 1, so the running product is a nonnegative martingale starting at 1. The meter is the equal-weight
// mixture over a few tilts, still a martingale (an average of martingales), which adapts to how strong an
// effect is without choosing one after looking. Ville's inequality then bounds P(the meter ever reaches 1/α)
// by α, however often it is looked at and whenever the player stops.
//
// A circuit stopped early counts by intention to treat: with its remaining chance distribution r (the main
// score's law given the play so far, remainingChance), its factor is E_r[f_λ(X)], the factor's conditional
// expectation. That is a martingale within the circuit too, so stopping mid-circuit cannot raise the meter's
// expectation either; abandoned before its first move it counts 1 (no evidence), at Karma its final score.
import type { Distribution } from '../types';
import { mainDense } from './distributions';

/**
 * The tilts of the default alternative, per point of main score. The chance sd is 5.04 points, so they
 * move the mean down by 0.5, 1, 2 and 3.9 points: small effects over many
 * circuits, large ones quickly. Fixed in the engine, recorded in each sealed claim so its certificate recomputes the same meter.
 */
export const DEFAULT_EVIDENCE_TILTS: readonly number[] = [0.02, 0.04, 0.08, 0.16];

/** The meter's state: for each tilt, the log of its running product. */
export interface EvidenceState {
  readonly tilts: readonly number[];
  readonly logProducts: readonly number[];
}

function checkTilts(tilts: readonly number[]): void {
  if (tilts.length === 0) throw new Error('an evidence plan needs at least one tilt');
  for (const t of tilts)
    if (!Number.isFinite(t) || t <= 0 || t > 1) throw new Error(`a tilt must be in (0, 1], got ${t}`);
}

/** log M(λ) for the chance distribution, computed stably (shifted by the lowest score). */
const logNormaliserCache = new Map<number, number>();
function logNormaliser(tilt: number): number {
  const hit = logNormaliserCache.get(tilt);
  if (hit !== undefined) return hit;
  const dense = mainDense();
  const low = dense.findIndex((p) => p > 0);
  let sum = 0;
  dense.forEach((p, x) => {
    if (p > 0) sum += p * Math.exp(-tilt * (x - low));
  });
  const value = -tilt * low + Math.log(sum);
  logNormaliserCache.set(tilt, value);
  return value;
}

/** log f_λ(x): one finished circuit's factor for one tilt. */
export function logFactor(tilt: number, mainScore: number): number {
  return -tilt * mainScore - logNormaliser(tilt);
}

/**
 * log E_r[f_λ(X)]: the factor of a circuit whose main score has law `remaining` (a finished circuit's is a
 * single point; an abandoned one's is remainingChance(state).distribution).
 */
export function logExpectedFactor(tilt: number, remaining: Distribution): number {
  const entries = Object.entries(remaining).map(([x, p]) => [Number(x), p] as const);
  if (entries.length === 0) throw new Error('a circuit needs a score distribution');
  let mass = 0;
  let best = -Infinity;
  for (const [x, p] of entries) {
    mass += p;
    if (p > 0) best = Math.max(best, logFactor(tilt, x));
  }
  let sum = 0;
  for (const [x, p] of entries) if (p > 0) sum += p * Math.exp(logFactor(tilt, x) - best);
  return best + Math.log(sum / mass);
}

export function startEvidence(tilts: readonly number[] = DEFAULT_EVIDENCE_TILTS): EvidenceState {
  checkTilts(tilts);
  return { tilts: [...tilts], logProducts: tilts.map(() => 0) };
}

/** The meter after one more counted circuit, given its main score's law (a point if it was finished). */
export function addCircuit(state: EvidenceState, remaining: Distribution): EvidenceState {
  return {
    tilts: state.tilts,
    logProducts: state.logProducts.map((log, i) => log + logExpectedFactor(state.tilts[i]!, remaining)),
  };
}

/** The meter after one more finished circuit with this main score. */
export function addScore(state: EvidenceState, mainScore: number): EvidenceState {
  if (!Number.isInteger(mainScore) || mainScore < 0) throw new Error('a main score is a whole number >= 0');
  return {
    tilts: state.tilts,
    logProducts: state.logProducts.map((log, i) => log + logFactor(state.tilts[i]!, mainScore)),
  };
}

/** The evidence so far: the mixture's value (1 = none either way; 20 = what chance reaches at most 1 time in 20). */
export function evidenceValue(state: EvidenceState): number {
  const top = Math.max(...state.logProducts);
  const mean = state.logProducts.reduce((sum, log) => sum + Math.exp(log - top), 0) / state.logProducts.length;
  return Math.exp(top) * mean;
}

/**
 * The meter's path over a claim's circuits, in order: each circuit's main-score law (a point when finished),
 * and the evidence after each. Stops nothing by itself: the claim's rule closes at the level.
 */
export function evidencePath(
  circuits: readonly Distribution[],
  tilts: readonly number[] = DEFAULT_EVIDENCE_TILTS,
): number[] {
  let state = startEvidence(tilts);
  return circuits.map((law) => {
    state = addCircuit(state, law);
    return evidenceValue(state);
  });
}
