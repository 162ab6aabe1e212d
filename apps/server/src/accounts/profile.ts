import { CHANCE, mainScoreDistribution } from '@psi/engine';
import type { AppDb } from '../db/app-db';
import { playerStats } from '../stats/read-stats';
import { latestFinishedCircuits } from '../circuits/repository';

/** Enough for years of play; the chart and the list show them all. */
const MAX_CIRCUITS = 2000;

let band: { low: number; high: number; coverage: number } | null = null;

/**
 * The central 95% of a guesser's main scores, from the exact distribution: the band the profile's
 * chart draws. Computed once (the distribution never changes).
 */
export function chanceBand(): { low: number; high: number; coverage: number } {
  if (band) return band;
  const entries = Object.entries(mainScoreDistribution())
    .map(([k, p]) => [Number(k), p] as const)
    .sort((a, b) => a[0] - b[0]);
  let cumulative = 0;
  let low = entries[0]![0];
  let high = entries.at(-1)![0];
  let lowFound = false;
  for (const [score, p] of entries) {
    cumulative += p;
    if (!lowFound && cumulative >= 0.025) {
      low = score;
      lowFound = true;
    }
    if (cumulative >= 0.975) {
      high = score;
      break;
    }
  }
  band = { low, high, coverage: 0.95 };
  return band;
}

/** GET /api/account/profile: the statistics and every finished circuit, oldest first (for the chart). */
export async function accountProfile(db: AppDb, playerId: string) {
  const [stats, circuits] = await Promise.all([
    playerStats(db, playerId),
    latestFinishedCircuits(db, playerId, MAX_CIRCUITS),
  ]);
  const { recent: _recent, ...sums } = stats;
  return {
    ...sums,
    chanceMean: CHANCE.mean,
    chanceBand: chanceBand(),
    history: circuits.reverse().map((c) => ({
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
