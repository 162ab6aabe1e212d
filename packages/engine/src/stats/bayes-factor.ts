// The preregistered world study's Bayes factor (docs/preregistration.md): H0, scores at chance, against
// H1, scores lower than chance by an effect d (in chance standard deviations of one circuit's main
// score) with a half-normal prior of scale PRIOR_SCALE. Closed form: the normal likelihood of the
// test's z with a normal prior folded at 0.
import { normalCdf } from './normal';

/** The stated prior: under H1, d ~ half-normal(0, 0.05), toward lower scores. */
export const PRIOR_SCALE = 0.05;

/**
 * BF10 given `zLower`, the intention-to-treat z with its sign turned so that positive means lower
 * scores than chance, and `nEffective`, the information in circuits (the variance the test had,
 * over one circuit's chance variance: n when every circuit finished).
 */
export function bayesFactor(zLower: number, nEffective: number, priorScale = PRIOR_SCALE): number {
  if (nEffective <= 0) return 1;
  const lambda = Math.sqrt(nEffective);
  const spread = 1 + lambda * lambda * priorScale * priorScale;
  // log of N(z; 0, spread) / N(z; 0, 1)
  const logRatio = -0.5 * Math.log(spread) - (zLower * zLower) / (2 * spread) + (zLower * zLower) / 2;
  const folded = normalCdf((lambda * zLower) / Math.sqrt(lambda * lambda + 1 / (priorScale * priorScale)));
  return 2 * Math.exp(logRatio) * folded;
}
