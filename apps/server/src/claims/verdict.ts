import type { ClaimJudgement, ClaimTerms } from '@psi/engine';

// The meter and the verdict in plain words (the claim's public page and its JSON say the same).

/** Evidence as shown: one decimal below 10, whole above ("3.2x", "27x"). */
export const evidenceText = (evidence: number): string =>
  `${evidence < 10 ? evidence.toFixed(1) : Math.round(evidence).toString()}x`;

export const meterText = (judged: ClaimJudgement, terms: ClaimTerms): string =>
  `evidence so far: ${evidenceText(judged.evidence)}; ${terms.level}x needed`;

/**
 * The verdict in plain words, as issue 37 words it; "at most 1 time in N" is Ville's inequality (the bound is
 * reached only by a meter that can land exactly on the level, so the simulation shows fewer: docs/statistics.md).
 */
export function verdictText(judged: ClaimJudgement, terms: ClaimTerms): string {
  const played = judged.path.length;
  if (judged.status === 'passed')
    return `Closed: the evidence reached ${terms.level}x after ${played} ${played === 1 ? 'circuit' : 'circuits'} — an event pure guessing produces at most 1 time in ${terms.level}`;
  if (judged.status === 'failed')
    return `Closed: the evidence did not reach ${terms.level}x; this is what chance looks like`;
  return `Open: ${played} of ${terms.circuits} circuits played`;
}
