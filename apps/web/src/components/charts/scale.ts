// Small, dependency-free scale helpers for the SVG charts (a chart library would cost more than all of them).

export type Scale = (value: number) => number;

/** Maps [d0, d1] linearly onto [r0, r1]; a zero-width domain maps everything to the middle. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): Scale {
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Round tick values (1, 2 or 5 times a power of ten) covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max < min) [min, max] = [max, min];
  if (max === min) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.ceil(min / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(roundTo(v, 10) + 0); // + 0 turns -0 into 0
  return ticks;
}

/** The smallest nice number >= value, for axis tops (so the tallest bar is never clipped). */
export function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const m = [1, 2, 2.5, 5, 10].find((k) => k * power >= value - 1e-12) ?? 10;
  return roundTo(m * power, 10);
}

export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
