// Where the preregistered world study stands (docs/preregistration.md): its looks are fixed numbers of
// counted circuits, and nothing is final before the last.
import { bayesFactor, PRIOR_SCALE } from './bayes-factor';

export const STUDY_LOOKS = [1_000, 10_000, 100_000] as const;

export interface StudyStatus {
  looks: number[];
  /** Looks reached so far (0 before the first). */
  look: number;
  nextLookAt: number | null;
  final: boolean;
  bayesFactor: number | null;
  priorScale: number;
}

/**
 * `counted`: circuits counted by intention to treat; `z`: the intention-to-treat test's z (negative
 * for lower scores); `nEffective`: the test's variance over one circuit's chance variance.
 */
export function studyStatus(counted: number, z: number | null, nEffective: number): StudyStatus {
  const look = STUDY_LOOKS.filter((at) => counted >= at).length;
  return {
    looks: [...STUDY_LOOKS],
    look,
    nextLookAt: STUDY_LOOKS[look] ?? null,
    final: look === STUDY_LOOKS.length,
    bayesFactor: z === null ? null : bayesFactor(-z, nEffective),
    priorScale: PRIOR_SCALE,
  };
}
