// Vertical reference lines (par, "you", the world average) and where their labels go.

export type MarkerTone = 'par' | 'you' | 'world';

export interface ChartMarker {
  value: number;
  label: string;
  tone: MarkerTone;
}

export interface PlacedMarker extends ChartMarker {
  x: number;
  /** 0 = top label row, 1 = the row below (used when two labels would overlap). */
  row: number;
  /** Label x, kept inside the plot so it is never cut off at an edge. */
  labelX: number;
}

/** Places labels left to right, dropping one a row when it would collide with its neighbour. */
export function placeMarkers(
  markers: readonly ChartMarker[],
  toX: (value: number) => number,
  bounds: readonly [number, number],
  charWidth = 6.6,
): PlacedMarker[] {
  const sorted = [...markers].filter((m) => Number.isFinite(m.value)).sort((a, b) => a.value - b.value);
  const lastEnd = [-Infinity, -Infinity];
  const xs = sorted.map((m) => toX(m.value));
  return sorted.map((m, i) => {
    const x = xs[i]!;
    const half = (m.label.length * charWidth) / 2;
    let labelX = x;
    // A neighbour's line must not run through this label: slide the label to its own side of it.
    const gap = 4;
    const right = xs[i + 1];
    const left = xs[i - 1];
    if (right !== undefined && right - x < half + gap) labelX = Math.min(labelX, right - half - gap);
    if (left !== undefined && x - left < half + gap) labelX = Math.max(labelX, left + half + gap);
    labelX = Math.min(bounds[1] - half, Math.max(bounds[0] + half, labelX));
    const row = labelX - half < (lastEnd[0] ?? -Infinity) + 4 ? 1 : 0;
    lastEnd[row] = labelX + half;
    return { ...m, x, row, labelX };
  });
}
