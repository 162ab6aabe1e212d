// The e-value path's geometry: circuits across, evidence up on a log scale (a factor of 10 is the same
// height wherever it happens, which is how a test martingale grows and shrinks).

export interface EvidenceScale {
  /** Powers of ten shown, lowest first (always 1 and the level's decade). */
  ticks: number[];
  x: (circuit: number) => number;
  y: (evidence: number) => number;
}

export interface Box {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Spans 0..circuits across, and the decades from below the lowest value (at least 0.1) to above both the
 * highest value and the level, so the needed line is always in view.
 */
export function evidenceScale(path: readonly number[], level: number, circuits: number, box: Box): EvidenceScale {
  const positive = path.filter((v) => v > 0);
  const low = Math.min(-1, Math.floor(Math.log10(Math.min(1, ...positive))));
  const high = Math.max(Math.ceil(Math.log10(level)), Math.ceil(Math.log10(Math.max(1, ...positive))));
  const ticks = Array.from({ length: high - low + 1 }, (_, i) => 10 ** (low + i));
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const floor = 10 ** low;
  return {
    ticks,
    x: (circuit) => box.left + (plotW * circuit) / Math.max(1, circuits),
    y: (evidence) => {
      const clamped = Math.max(floor, evidence);
      return box.top + plotH * (1 - (Math.log10(clamped) - low) / (high - low));
    },
  };
}

/** "0.1x", "1x", "100x": the tick labels. */
export const tickLabel = (value: number): string =>
  `${value < 1 ? value.toFixed(-Math.round(Math.log10(value))) : value}x`;
