// The move's share of the bare INSERT, summarised over rounds for the server-floor verdict. Each round
// runs the two one after the other, so each round gives one ratio from one machine state; on a shared
// virtual machine single rounds of one row swing by half (48–121 % in one run of 2026-11-25), so a
// median alone says little about whether "≥ 100 %" was met or missed by luck. Ratios are averaged on
// the log scale (a round at 50 % and one at 200 % are level on average, not 125 %), with Student's t
// interval of that mean: the rounds are few, and their logs are close enough to normal for this use.

export interface PairedRatio {
  /** geometric mean of the rounds' ratios */
  mean: number;
  /** the 95 % interval of that mean */
  low: number;
  high: number;
  rounds: number;
}

// Student's t, two-sided 95 % (the 0.975 quantile), for 1…30 degrees of freedom; more rounds than 31
// use 30's, which is slightly wide, never narrow.
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** null under two rounds: one ratio has no spread to judge it by. */
export function pairedRatio(ratios: readonly number[]): PairedRatio | null {
  if (ratios.some((r) => !(r > 0) || !Number.isFinite(r)))
    throw new Error(`pairedRatio: every ratio must be positive and finite (${ratios.join(', ')})`);
  const n = ratios.length;
  if (n < 2) return null;
  const logs = ratios.map(Math.log);
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  const variance = logs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1);
  const half = T_975[Math.min(n - 1, T_975.length) - 1]! * Math.sqrt(variance / n);
  return { mean: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half), rounds: n };
}

/** Where the interval lies against 1 (level), in the words the verdict prints. */
export function ratioVerdict({ low, high }: PairedRatio): string {
  if (high < 1) return 'slower beyond the rounds’ noise';
  if (low > 1) return 'faster beyond the rounds’ noise';
  return 'level within the rounds’ noise';
}
