import type { ReactElement } from 'react';
import { ArtSvg, GlowFilter, cx, useArtIds, type ArtProps } from './svg-kit';
import { GOLD, GOLD_DEEP, GOLD_LIGHT } from './palette';

export const ZENER_SYMBOLS = ['circle', 'plus', 'wave', 'square', 'star'] as const;
export type ZenerSymbolName = (typeof ZENER_SYMBOLS)[number];

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

// The classic Zener shapes, drawn as strokes in a 100x100 box.
const WAVE = (x: number) => `M${x} 17q11 8.25 0 16.5t0 16.5t0 16.5t0 16.5`;
const SHAPES: Record<ZenerSymbolName, ReactElement> = {
  circle: <circle cx="50" cy="50" r="31" />,
  plus: <path d="M50 15V85M15 50H85" />,
  wave: <path d={`${WAVE(28)}${WAVE(50)}${WAVE(72)}`} />,
  square: <rect x="19" y="19" width="62" height="62" rx="3" />,
  star: <polygon points={starPoints(50, 53, 37, 15)} />,
};

export interface ZenerSymbolProps extends ArtProps {
  symbol: ZenerSymbolName;
  /** Solid stroke colour; defaults to the gold gradient. */
  colour?: string;
}

/** One of the five Zener symbols in bold gold strokes with a soft glow, for cards and pickers. */
export function ZenerSymbol({ symbol, colour, label, className }: ZenerSymbolProps) {
  const ids = useArtIds('gold', 'glow');
  const shape = SHAPES[symbol];
  const stroke = colour ?? ids.gold.url;
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? `Zener ${symbol}`} className={cx('psi-zener', className)}>
      <defs>
        {/* userSpaceOnUse: an objectBoundingBox gradient vanishes on a flat line (the plus's bar). */}
        <linearGradient id={ids.gold.id} gradientUnits="userSpaceOnUse" x1="20" y1="12" x2="80" y2="88">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="0.55" stopColor={GOLD} />
          <stop offset="1" stopColor={GOLD_DEEP} />
        </linearGradient>
        <GlowFilter id={ids.glow.id} blur={4} />
      </defs>
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <g stroke={colour ?? GOLD} strokeOpacity="0.7" strokeWidth="12" filter={ids.glow.url}>
          {shape}
        </g>
        <g stroke={stroke} strokeWidth="9">
          {shape}
        </g>
        <g stroke="#fff" strokeOpacity="0.35" strokeWidth="2">
          {shape}
        </g>
      </g>
    </ArtSvg>
  );
}
