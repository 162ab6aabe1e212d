/**
 * Why circuits carried into an account by registration or login are listed but not counted (issue 33,
 * docs/statistics.md): otherwise a player could carry in only the anonymous batches that did well.
 */
export const PLAYED_BEFORE_SIGN_IN =
  'Circuits marked “played before signing in” are listed but left out of your statistics, so no one can choose after the fact which earlier results an account counts.';
