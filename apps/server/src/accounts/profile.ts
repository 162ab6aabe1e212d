import type { GameDb } from '../players/db';
import { playerStats } from '../stats/read-stats';

/** Enough for years of play; the chart and the list show them all. */
const MAX_CIRCUITS = 2000;

/** GET /api/account/profile: the statistics and every finished circuit, oldest first (for the chart). */
export async function accountProfile(db: GameDb, playerId: string) {
  const [stats, circuits] = await Promise.all([
    playerStats(db, playerId),
    db.selectFrom('circuits')
      .select(['id', 'main_score', 'orbs', 'karma', 'good_outcome', 'finished_at'])
      .where('player_id', '=', playerId).where('status', '=', 'finished')
      .orderBy('finished_at', 'desc').limit(MAX_CIRCUITS).execute(),
  ]);
  const { recent: _recent, ...sums } = stats;
  return {
    ...sums,
    history: circuits.reverse().map((c) => ({
      id: c.id,
      mainScore: c.main_score ?? 0,
      orbs: c.orbs ?? 0,
      karma: c.karma,
      goodOutcome: c.good_outcome === true,
      finishedAt: (c.finished_at ?? new Date(0)).toISOString(),
    })),
  };
}
