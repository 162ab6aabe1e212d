// The text of the log's leaves (docs/transparency.md). A leaf is JSON written with its keys in a fixed
// order, and the exact UTF-8 text is what is hashed: anyone holding the text can recompute the hash,
// and anyone holding the log can recompute the world's sums (intention to treat, docs/statistics.md).
import type { ScoredStepId } from '../types';

export const LEAF_VERSION = 1;

/** Written in the transaction that starts a circuit: its commitment, before any guess. */
export interface StartLeaf {
  v: typeof LEAF_VERSION;
  kind: 'start';
  circuit: string;
  commitment: string;
  control: boolean;
}

/** Written in the transaction that records the circuit's last move. */
export interface FinishLeaf {
  v: typeof LEAF_VERSION;
  kind: 'finish';
  circuit: string;
  seed: string;
  scores: Partial<Record<ScoredStepId, number>>;
  mainScore: number;
  orbs: number;
  karma: number | null;
  goodOutcome: boolean;
  control: boolean;
}

/** Written in the transaction that closes an unfinished circuit and counts it by intention to treat. */
export interface AbandonLeaf {
  v: typeof LEAF_VERSION;
  kind: 'abandon';
  circuit: string;
  seed: string;
  reason: string;
  scores: Partial<Record<ScoredStepId, number>>;
  expectedScore: number;
  remainingVariance: number;
  control: boolean;
}

export type LogLeaf = StartLeaf | FinishLeaf | AbandonLeaf;

type Fields<T> = Omit<T, 'v' | 'kind'>;

// Object literals with their keys in one order: JSON.stringify keeps insertion order, so the text is fixed.
export const startLeaf = (f: Fields<StartLeaf>): string =>
  JSON.stringify({ v: LEAF_VERSION, kind: 'start', circuit: f.circuit, commitment: f.commitment, control: f.control });

export const finishLeaf = (f: Fields<FinishLeaf>): string =>
  JSON.stringify({
    v: LEAF_VERSION,
    kind: 'finish',
    circuit: f.circuit,
    seed: f.seed,
    scores: f.scores,
    mainScore: f.mainScore,
    orbs: f.orbs,
    karma: f.karma,
    goodOutcome: f.goodOutcome,
    control: f.control,
  });

export const abandonLeaf = (f: Fields<AbandonLeaf>): string =>
  JSON.stringify({
    v: LEAF_VERSION,
    kind: 'abandon',
    circuit: f.circuit,
    seed: f.seed,
    reason: f.reason,
    scores: f.scores,
    expectedScore: f.expectedScore,
    remainingVariance: f.remainingVariance,
    control: f.control,
  });

/** The world's intention-to-treat sums as the log tells them (players only: controls are left out). */
export interface LogSums {
  finished: number;
  scoreSum: number;
  scoreSqSum: number;
  karmaSum: number;
  orbsSum: number;
  goodOutcomes: number;
  abandoned: number;
  abandonedExpectedSum: number;
  abandonedVarianceSum: number;
  controls: number;
}

export function emptyLogSums(): LogSums {
  return {
    finished: 0,
    scoreSum: 0,
    scoreSqSum: 0,
    karmaSum: 0,
    orbsSum: 0,
    goodOutcomes: 0,
    abandoned: 0,
    abandonedExpectedSum: 0,
    abandonedVarianceSum: 0,
    controls: 0,
  };
}

/** Adds one leaf to the sums, as the server's running sums add the circuit it closes (finish-circuit.ts). */
export function addLeaf(sums: LogSums, leaf: LogLeaf): void {
  if (leaf.kind === 'start') return;
  if (leaf.control) {
    sums.controls++;
  } else if (leaf.kind === 'finish') {
    sums.finished++;
    sums.scoreSum += leaf.mainScore;
    sums.scoreSqSum += leaf.mainScore * leaf.mainScore;
    sums.karmaSum += leaf.karma ?? 0;
    sums.orbsSum += leaf.orbs;
    sums.goodOutcomes += leaf.goodOutcome ? 1 : 0;
  } else {
    sums.abandoned++;
    sums.abandonedExpectedSum += leaf.expectedScore;
    sums.abandonedVarianceSum += leaf.remainingVariance;
  }
}
