// GET /api/hall-of-fame's figures (docs/statistics.md, "The hall of fame"): who qualifies, their mean main
// score by intention to treat, how unusual it is, and where the best of as many pure guessers would land.
import { averagePValue, CHANCE, chanceBand, intentionToTreatTest, MAX_EXACT_CIRCUITS } from '@psi/engine';
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import { periodStart, type Period } from './period';

/** Counted circuits a player needs in the period to be listed: five circuits' mean still spreads ±2.3 points by chance alone. */
export const MINIMUM_CIRCUITS = 5;
/** Rows returned; the band is still computed for everyone who qualifies. */
export const ROW_LIMIT = 100;
/** The band's simulations: its standard error is then about 0.03 points (stated in the response). */
export const BAND_SIMULATIONS = 2000;
/** Fixed, so the same list always gets the same band. */
export const BAND_SEED = 37;
/** As the statistics pages: the exact p up to this many circuits, all finished (read-stats.ts). */
const EXACT_P_MAX_CIRCUITS = 50;

interface Qualified {
  displayName: string;
  circuits: number;
  abandoned: number;
  total: number;
  variance: number;
}

/**
 * Opted-in, not hidden accounts with at least MINIMUM_CIRCUITS counted circuits started in the period: finished
 * ones with their main score, abandoned or timed-out ones with their expected main score (intention to treat),
 * and only circuits started while signed in (carried_in is false), as an account's own statistics.
 */
async function qualifiedPlayers(db: AppDb, since: Date | null): Promise<Qualified[]> {
  let query = db
    .selectFrom('hall_of_fame_names as h')
    .innerJoin('circuits as c', 'c.player_id', 'h.player_id')
    .where('h.opted_in', '=', true)
    .where('h.hidden', '=', false)
    .where('c.carried_in', '=', false)
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'finished'),
        eb.and([eb('c.status', '=', 'abandoned'), eb('c.expected_score', 'is not', null)]),
      ]),
    );
  if (since) query = query.where('c.created_at', '>=', since);
  const rows = await query
    .select([
      'h.display_name',
      sql<number>`count(*)::int`.as('circuits'),
      sql<number>`(count(*) filter (where c.status = 'abandoned'))::int`.as('abandoned'),
      sql<number>`sum(case when c.status = 'finished' then c.main_score else c.expected_score end)::float8`.as('total'),
      sql<number>`coalesce(sum(c.remaining_variance) filter (where c.status = 'abandoned'), 0)::float8`.as('variance'),
    ])
    .groupBy(['h.player_id', 'h.display_name'])
    .having(sql`count(*)`, '>=', MINIMUM_CIRCUITS)
    .execute();
  return rows.map((r) => ({
    displayName: r.display_name,
    circuits: r.circuits,
    abandoned: r.abandoned,
    total: r.total,
    variance: r.variance,
  }));
}

function unusual(player: Qualified): { z: number; p: number } {
  const { circuits: n, total } = player;
  const { z, p } = intentionToTreatTest(total, n, player.variance);
  // As the results pages: exact p (convolution) when every circuit is finished and there are few.
  const exact = player.abandoned === 0 && n <= EXACT_P_MAX_CIRCUITS ? averagePValue(total / n, n) : null;
  return { z, p: exact ?? p };
}

const METHOD =
  `Seeded simulation (seed ${BAND_SEED}, ${BAND_SIMULATIONS} runs): each run draws every listed player's mean ` +
  "from the exact chance law of the sum of that player's number of circuits (all finished at random) and keeps " +
  "the best and the 10th best. 'mean' is their average over the runs, with its standard error; 'low' and 'high' " +
  'are the 5th and 95th percentiles. Abandoned circuits have less spread than finished ones, so the band is if ' +
  `anything a little wide; counts above ${MAX_EXACT_CIRCUITS} circuits are simulated as ${MAX_EXACT_CIRCUITS}, ` +
  'which widens it a little more.';

export async function hallOfFame(db: AppDb, period: Period, now: Date) {
  const since = periodStart(period, now);
  const players = (await qualifiedPlayers(db, since)).map((p) => ({ ...p, mean: p.total / p.circuits }));
  // Lower is better (docs/statistics.md); equal means go to the player with more circuits, then by name.
  players.sort(
    (a, b) => a.mean - b.mean || b.circuits - a.circuits || a.displayName.localeCompare(b.displayName, 'en'),
  );
  const rows = players.slice(0, ROW_LIMIT).map((p) => ({
    rank: 0,
    displayName: p.displayName,
    circuits: p.circuits,
    abandoned: p.abandoned,
    mean: p.mean,
    ...unusual(p),
  }));
  // Competition ranking: equal means share the better rank (1, 2, 2, 4).
  rows.forEach((row, i) => {
    row.rank = i > 0 && row.mean === rows[i - 1]!.mean ? rows[i - 1]!.rank : i + 1;
  });
  const band =
    players.length === 0
      ? null
      : {
          ...chanceBand(
            players.map((p) => Math.min(p.circuits, MAX_EXACT_CIRCUITS)),
            BAND_SIMULATIONS,
            BAND_SEED,
          ),
          method: METHOD,
        };
  return {
    period,
    since: since ? since.toISOString() : null,
    minimumCircuits: MINIMUM_CIRCUITS,
    qualified: players.length,
    limit: ROW_LIMIT,
    chanceMean: CHANCE.mean,
    rows,
    chanceBand: band,
    generatedAt: now.toISOString(),
  };
}
