import { ArtSvg, GlowFilter, cx, useArtIds, type ArtProps } from './svg-kit';
import { GOLD, GOLD_DEEP, GOLD_LIGHT, VIOLET } from './palette';

export type ShapeName = 'triangle' | 'square';
export type ShapeColour = 'green' | 'red';

const COLOURS: Record<ShapeColour, [light: string, mid: string, dark: string]> = {
  green: ['#8ff0b4', '#2fb36d', '#145c39'],
  red: ['#ffa08f', '#e2453e', '#861b24'],
};

const OUTLINES: Record<ShapeName, string> = {
  triangle: 'M50 15L87 80H13Z',
  square: 'M20 20H80V80H20Z',
};

export interface ShapeProps extends ArtProps {
  shape: ShapeName;
  /** Without a colour the shape is a gold outline (the shape question on its own). */
  colour?: ShapeColour;
}

/** Universal's shape, optionally in its colour: a glossy jewel with a gold rim. */
export function Shape({ shape, colour, label, className }: ShapeProps) {
  const ids = useArtIds('fill', 'glow');
  const [light, mid, dark] = colour ? COLOURS[colour] : [VIOLET, VIOLET, VIOLET];
  const d = OUTLINES[shape];
  return (
    <ArtSvg
      viewBox="0 0 100 100"
      label={label ?? (colour ? `${colour} ${shape}` : shape)}
      className={cx('psi-shape', className)}
    >
      <defs>
        <linearGradient id={ids.fill.id} x1="0.2" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.5" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <GlowFilter id={ids.glow.id} blur={4} />
      </defs>
      <path
        d={d}
        fill="none"
        stroke={colour ? light : GOLD}
        strokeOpacity="0.6"
        strokeWidth="10"
        strokeLinejoin="round"
        filter={ids.glow.url}
      />
      <path
        d={d}
        fill={colour ? ids.fill.url : VIOLET}
        fillOpacity={colour ? 1 : 0.25}
        stroke={GOLD}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      {colour && (
        <path
          d={shape === 'triangle' ? 'M44 33L30 58' : 'M28 32V50M28 28h18'}
          fill="none"
          stroke="#fff"
          strokeOpacity="0.55"
          strokeWidth="4"
          strokeLinecap="round"
        />
      )}
    </ArtSvg>
  );
}

export interface ColourSwatchProps extends ArtProps {
  colour: ShapeColour;
}

/** Universal's colour question on its own: a round gem. */
export function ColourSwatch({ colour, label, className }: ColourSwatchProps) {
  const ids = useArtIds('gem');
  const [light, mid, dark] = COLOURS[colour];
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? colour} className={cx('psi-swatch', className)}>
      <defs>
        <radialGradient id={ids.gem.id} cx="38%" cy="32%" r="75%">
          <stop offset="0" stopColor={light} />
          <stop offset="0.45" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="40" fill={light} fillOpacity="0.22" />
      <circle cx="50" cy="50" r="34" fill={ids.gem.url} stroke={GOLD} strokeWidth="4" />
      <ellipse cx="39" cy="36" rx="10" ry="6" fill="#fff" fillOpacity="0.5" transform="rotate(-30 39 36)" />
    </ArtSvg>
  );
}

export interface NumberGlyphProps extends ArtProps {
  value: 0 | 1;
}

/** Universal's number, drawn as strokes so it looks the same on every device (no font). */
export function NumberGlyph({ value, label, className }: NumberGlyphProps) {
  const ids = useArtIds('gold', 'glow');
  const d = value === 0 ? 'M50 17C33 17 27 33 27 50S33 83 50 83S73 67 73 50S67 17 50 17Z' : 'M37 30L54 18V82M36 82H70';
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? `Number ${value}`} className={cx('psi-number', className)}>
      <defs>
        <linearGradient id={ids.gold.id} gradientUnits="userSpaceOnUse" x1="30" y1="15" x2="70" y2="85">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="0.55" stopColor={GOLD} />
          <stop offset="1" stopColor={GOLD_DEEP} />
        </linearGradient>
        <GlowFilter id={ids.glow.id} blur={4} />
      </defs>
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d={d} stroke={GOLD} strokeOpacity="0.7" strokeWidth="12" filter={ids.glow.url} />
        <path d={d} stroke={ids.gold.url} strokeWidth="11" />
        <path d={d} stroke="#fff" strokeOpacity="0.3" strokeWidth="2.5" />
      </g>
    </ArtSvg>
  );
}
