// Number formats shared by charts and result pages: plain, short, never "1e-7".

/** A probability as people read it: 0.31, 0.047, 0.0012, or "less than 0.001". */
export function formatP(p: number): string {
  if (!Number.isFinite(p)) return '–';
  if (p >= 0.9995) return '1';
  if (p < 0.001) return 'less than 0.001';
  if (p >= 0.1) return p.toFixed(2);
  if (p >= 0.01) return p.toFixed(3);
  return p.toFixed(4);
}

/** A score or mean with at most `digits` decimals and no trailing zeros: 42.385, 41.5, 40. */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '–';
  return String(Number(value.toFixed(digits)));
}

/**
 * Issue 34 item 7, plain words first: how a result stands against pure guessing, for a casual player. `p` is the
 * one-sided p-value (the share of guessers who do this well or better); the exact figure stays for the curious.
 */
export function guesserWords(p: number): string {
  if (p < 0.001) return 'rarer than 1 in 1,000 guessers';
  if (p < 0.01) return 'rarer than 1 in 100 guessers';
  if (p < 0.05) return 'rarer than 1 in 20 guessers';
  return 'as a guesser would';
}

/** "1 circuit", "12 circuits". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** 0-100 percentages without false precision: 63%, 99.4%, 0.2%. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (value > 0 && value < 0.1) return 'under 0.1%';
  if (value < 100 && value > 99.9) return 'over 99.9%';
  const digits = value > 0 && value < 1 ? 1 : value > 99 && value < 100 ? 1 : 0;
  return `${value.toFixed(digits)}%`;
}
