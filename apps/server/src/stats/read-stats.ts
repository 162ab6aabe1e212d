import {
  averagePValue,
  CHANCE,
  intentionToTreatTest,
  mainScoreDistribution,
  prepareSums,
  studyStatus,
} from '@psi/engine';
import type { AppDb } from '../db/app-db';
import './itt-columns';
import { summarise, type RunningSums } from './running-sums';
import { latestFinishedCircuits } from '../circuits/repository';
import { CONTROL_PLAYER_ID } from '../controls/control-player';

const EMPTY: RunningSums = { circuits: 0, scoreSum: 0, scoreSqSum: 0, karmaSum: 0, orbsSum: 0, goodOutcomes: 0 };

const sumColumns = ['circuits', 'score_sum', 'score_sq_sum', 'karma_sum', 'orbs_sum', 'good_outcomes'] as const;

function toSums(
  row:
    | {
        circuits: number;
        score_sum: number;
        score_sq_sum: number;
        karma_sum: number;
        orbs_sum: number;
        good_outcomes: number;
      }
    | undefined,
): RunningSums {
  if (!row) return EMPTY;
  return {
    circuits: row.circuits,
    scoreSum: row.score_sum,
    scoreSqSum: row.score_sq_sum,
    karmaSum: row.karma_sum,
    orbsSum: row.orbs_sum,
    goodOutcomes: row.good_outcomes,
  };
}

const ittColumns = ['abandoned', 'abandoned_expected_sum', 'abandoned_variance_sum'] as const;
interface AbandonedRow {
  abandoned: number;
  abandoned_expected_sum: number;
  abandoned_variance_sum: number;
}

/**
 * Every started verified circuit counts (intention to treat, docs/statistics.md): finished circuits
 * with their main score, abandoned or timed-out ones with their expected main score given the play
 * so far. meanScore, z and p are over all of them; null without any.
 */
function intentionToTreat(sums: RunningSums, row: AbandonedRow | undefined) {
  const abandoned = row?.abandoned ?? 0;
  const n = sums.circuits + abandoned;
  if (n === 0) return { abandoned, meanScore: null, z: null, p: null };
  const total = sums.scoreSum + (row?.abandoned_expected_sum ?? 0);
  const { z, p } = intentionToTreatTest(total, n, row?.abandoned_variance_sum ?? 0);
  // Finished circuits only and few of them: p exactly, by convolution (cached per n). With abandoned
  // circuits the exact law of the sum depends on the stopping rule, so p stays the normal one.
  const exact = abandoned === 0 && n <= EXACT_P_MAX_CIRCUITS ? averagePValue(total / n, n) : null;
  return { abandoned, meanScore: total / n, z, p: exact ?? p };
}

/**
 * Up to this many finished circuits the server gives the exact p (the engine caches one table per n,
 * each a few kB at this size); beyond it the normal approximation, which by then agrees to well under
 * 0.01. A bound keeps the cache small however many circuits the world plays.
 */
const EXACT_P_MAX_CIRCUITS = 50;

// The chance curve never changes: computed once, keyed by score as JSON keys are strings.
let chanceCurve: Record<string, number> | null = null;
function chance(): Record<string, number> {
  chanceCurve ??= Object.fromEntries(Object.entries(mainScoreDistribution()).map(([k, v]) => [String(k), v]));
  return chanceCurve;
}

/**
 * Works out the exact chance distributions now, for the server's start (main.ts) before it listens:
 * the main score's, and the sums' for every count of circuits given an exact p. Left to requests,
 * the first statistics request held the event loop about half a second, and a player's p up to
 * 46 ms whenever their count's sum had left the engine's cache (docs/performance.md).
 * Returns the milliseconds it took.
 */
export function prepareChanceTables(): number {
  const start = performance.now();
  chance();
  prepareSums(EXACT_P_MAX_CIRCUITS);
  return performance.now() - start;
}

/** Whether the chance curve is already worked out (for tests). */
export function chanceTablesReady(): boolean {
  return chanceCurve !== null;
}

/** GET /api/stats/world: four small reads (two rows, at most ~100 histogram rows), whatever the circuit count. */
export async function worldStats(db: AppDb) {
  const [row, histogramRows, controls] = await Promise.all([
    db
      .selectFrom('world_stats')
      .select([...sumColumns, ...ittColumns])
      .where('id', '=', 1)
      .executeTakeFirst(),
    db.selectFrom('score_histogram').select(['score', 'circuits']).orderBy('score').execute(),
    controlStats(db),
  ]);
  const sums = toSums(row);
  const summary = summarise(sums);
  return {
    circuits: sums.circuits,
    ...intentionToTreat(sums, row),
    sdScore: summary.sdScore,
    chanceMean: CHANCE.mean,
    chanceSd: CHANCE.sd,
    histogram: Object.fromEntries(histogramRows.map((r) => [String(r.score), r.circuits])),
    chance: chance(),
    meanKarma: summary.meanKarma,
    meanOrbs: summary.meanOrbs,
    goodOutcomes: sums.circuits === 0 ? null : sums.goodOutcomes,
    study: worldStudy(sums, row),
    controls,
  };
}

/** The control circuits (controls/): their player's running sums, tested against chance like the world's. */
async function controlStats(db: AppDb) {
  const row = await db
    .selectFrom('player_stats')
    .select([...sumColumns, ...ittColumns])
    .where('player_id', '=', CONTROL_PLAYER_ID)
    .executeTakeFirst();
  const sums = toSums(row);
  const { abandoned, meanScore, z, p } = intentionToTreat(sums, row);
  return { circuits: sums.circuits, abandoned, meanScore, z, p };
}

/** The preregistered study's look and Bayes factor (docs/preregistration.md), from the same sums as z. */
function worldStudy(sums: RunningSums, row: AbandonedRow | undefined) {
  const counted = sums.circuits + (row?.abandoned ?? 0);
  if (counted === 0) return studyStatus(0, null, 0);
  const total = sums.scoreSum + (row?.abandoned_expected_sum ?? 0);
  const remaining = row?.abandoned_variance_sum ?? 0;
  const { z } = intentionToTreatTest(total, counted, remaining);
  const nEffective = Math.max(0, counted - remaining / (CHANCE.sd * CHANCE.sd));
  return studyStatus(counted, z, nEffective);
}

const RECENT = 10;

/** GET /api/stats/me: the player's sums row plus their latest finished circuits (an index range). */
export async function playerStats(db: AppDb, playerId: string) {
  const [row, recent] = await Promise.all([
    db
      .selectFrom('player_stats')
      .select([...sumColumns, ...ittColumns, 'best_score'])
      .where('player_id', '=', playerId)
      .executeTakeFirst(),
    latestFinishedCircuits(db, playerId, RECENT),
  ]);
  const sums = toSums(row);
  const summary = summarise(sums);
  return {
    circuits: sums.circuits,
    ...intentionToTreat(sums, row),
    sdScore: summary.sdScore,
    bestScore: row?.best_score ?? null,
    meanKarma: summary.meanKarma,
    meanOrbs: summary.meanOrbs,
    recent: recent.map((c) => ({
      id: c.id,
      mainScore: c.main_score ?? 0,
      orbs: c.orbs ?? 0,
      karma: c.karma,
      goodOutcome: c.good_outcome === true,
      finishedAt: (c.finished_at ?? new Date(0)).toISOString(),
      playedBeforeSignIn: c.carried_in,
    })),
  };
}
