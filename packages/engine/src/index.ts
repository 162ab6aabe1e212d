// @psi/engine public API. Contract: docs/engine-api.md. Types: ./types.ts.
export type * from './types';
export * from './content';
export { GOOD_OUTCOME, ORB_COUNT } from './constants';
export { STEPS, STEP_IDS, stepDef, isStepId } from './circuit/steps';
export { normaliseRoute, END_ROUTE } from './circuit/routes';
export { startCircuit, applyMove } from './circuit/circuit';
export { circuitView } from './circuit/view';
export { randomCircuitMove } from './circuit/random-guesser';
export { startCircuitWith, applyMoveWith } from './circuit/machine';
export { commitment } from './targets/commitment';
export { seedFromHex, seedToHex } from './targets/hex';
export { hmacStreams, hmacDraw } from './targets/hmac-source';
export { sfc32, fastStreams, type Random } from './targets/fast-source';
export type { TargetStreams, CountingSource } from './targets/source';
export { replay } from './replay/replay';
export { canonicalJson } from './replay/canonical';
export {
  exerciseDistribution,
  mainScoreDistribution,
  karmaDistribution,
  chanceMean,
  exerciseDensities,
  adoptExerciseDensities,
} from './stats/distributions';
export {
  CHANCE,
  pValue,
  percentile,
  guesserRank,
  pGoodOutcome,
  averageTest,
  intentionToTreatTest,
} from './stats/tests';
export type { GuesserRank } from './stats/tests';
export { remainingChance, type RemainingChance } from './stats/intention-to-treat';
export {
  DEFAULT_EVIDENCE_TILTS,
  startEvidence,
  addCircuit,
  addScore,
  evidenceValue,
  evidencePath,
  logFactor,
  logExpectedFactor,
  type EvidenceState,
} from './stats/evidence';
export {
  CLAIM_MIN_CIRCUITS,
  CLAIM_MAX_CIRCUITS,
  CLAIM_LEVELS,
  claimTerms,
  claimTermsProblem,
  judgeClaim,
  type ClaimTerms,
  type ClaimCircuit,
  type ClaimStatus,
  type ClaimJudgement,
} from './claims/claim';
export { claimLeaf, type ClaimLeaf } from './claims/claim-leaf';
export { EXERCISES } from './exercises/registry';
export type { ExerciseDef, SetupContext } from './exercises/definition';
export { LABELS, labelOf, phraseOf, capitalise, levelName, type Label } from './labels/labels';
export {
  averagePValue,
  averagePercentile,
  averageGuesserRank,
  MAX_EXACT_CIRCUITS,
  prepareSums,
  sumDistribution,
} from './stats/sum-of-circuits';
export { chanceBand, type ChanceBand } from './stats/chance-band';
export {
  leafHash,
  leafTextHash,
  nodeHash,
  treeHash,
  inclusionPath,
  consistencyProof,
  nodesRead,
  nodesCompleted,
  nodesFromLeaves,
  type Hash,
  type PerfectNode,
} from './transparency/merkle';
export { verifyInclusion, verifyConsistency, sameHash } from './transparency/verify';
export { hashToHex, hashFromHex } from './transparency/hex';
export * from './transparency/leaves';
export { bayesFactor, PRIOR_SCALE } from './stats/bayes-factor';
export { studyStatus, STUDY_LOOKS, type StudyStatus } from './stats/study';
