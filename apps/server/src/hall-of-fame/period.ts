// The hall of fame's periods, in UTC so every player sees the same list: a circuit belongs to the period it
// was STARTED in (created_at), fixed before its outcome is known, so finishing or abandoning it later
// cannot move it from one period to another.
export type Period = 'day' | 'month' | 'all';

/** The first instant of the period containing `now`; null for 'all'. */
export function periodStart(period: Period, now: Date): Date | null {
  if (period === 'all') return null;
  const day = period === 'day' ? now.getUTCDate() : 1;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day));
}
