// The claim pages' figures in words; the meter and the verdict themselves come from the server, which words
// them once for the page and the JSON alike (apps/server/src/claims/verdict.ts).
import type { Claim } from '../../../lib/api/claims';
import { apiUrl } from '../../../lib/api/http';

/** Evidence as the server shows it: one decimal below 10, whole above ("3.2x", "27x"). */
export const evidenceText = (evidence: number): string =>
  `${evidence < 10 ? evidence.toFixed(1) : Math.round(evidence).toString()}x`;

/** How many circuits an open claim still holds at most (it may close earlier, at its level). */
export const circuitsLeft = (claim: Claim): number => Math.max(0, claim.circuits - claim.items.length);

/** The e-values after each circuit counted so far (the active one has none yet). */
export const evidenceSoFar = (claim: Claim): number[] =>
  claim.items.flatMap((item) => (item.evidence === null ? [] : [item.evidence]));

export const claimHref = (id: string): string => `/claims/${encodeURIComponent(id)}`;

/** The address to share: the page's own origin on the web; the server's in the native app (its origin is local). */
export function claimShareUrl(id: string, origin: string): string {
  const url = apiUrl(claimHref(id));
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/** A circuit's score as the certificate lists it: its main score, or its expected one when abandoned. */
export function itemScore(item: Claim['items'][number]): string {
  if (item.status === 'active') return 'being played';
  if (item.status === 'finished') return item.mainScore === null ? '—' : String(item.mainScore);
  return item.expectedScore === null ? '—' : `${item.expectedScore.toFixed(1)} expected`;
}
