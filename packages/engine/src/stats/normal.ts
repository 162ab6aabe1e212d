// Standard normal CDF, accurate to about 1e-13 relative in both tails: erf's Taylor series near 0,
// erfc's continued fraction (modified Lentz) further out.
const SERIES_LIMIT = 2.5;

function erfSeries(x: number): number {
  let term = x,
    sum = x;
  for (let n = 1; n < 200; n++) {
    term *= (-x * x) / n;
    const add = term / (2 * n + 1);
    sum += add;
    if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
  }
  return (2 / Math.sqrt(Math.PI)) * sum;
}

/** erfc(x) for x >= SERIES_LIMIT: exp(-x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))). */
function erfcFraction(x: number): number {
  const tiny = 1e-300;
  let f = x,
    c = x,
    d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (Math.abs(c) < tiny) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  return x < SERIES_LIMIT ? 1 - erfSeries(x) : erfcFraction(x);
}

export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}
