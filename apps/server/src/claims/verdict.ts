import type { ClaimJudgement, ClaimTerms } from '@psi/engine';

// The meter and the verdict in plain words (the claim's public page and its JSON say the same).

/** Evidence as shown: one decimal below 10, whole above ("3.2x", "27x"). */
export const evidenceText = (evidence: number): string =>
  `${evidence < 10 ? evidence.toFixed(1) : Math.round(evidence).toString()}x`;

export const meterText = (judged: ClaimJudgement, terms: ClaimTerms): string =>
  `evidence so far: ${evidenceText(judged.evidence)}; ${terms.level}x needed`;

export function verdictText(judged: ClaimJudgement, terms: ClaimTerms): string {
  const played = judged.path.length;
  const odds = `Pure guessing reaches ${terms.level}x at most 1 time in ${terms.level}, however often one looks.`;
  if (judged.status === 'passed')
    return `Passed: after ${played} of ${terms.circuits} circuits the evidence reached ${evidenceText(judged.evidence)}, at least the ${terms.level}x sought. ${odds}`;
  if (judged.status === 'failed')
    return `Not passed: after all ${terms.circuits} circuits the evidence is ${evidenceText(judged.evidence)}, short of the ${terms.level}x sought. These circuits are what pure guessing would often give.`;
  return `Open: ${played} of ${terms.circuits} circuits counted so far, ${meterText(judged, terms)}. Every circuit the player starts belongs to this claim, in order, until it closes.`;
}
