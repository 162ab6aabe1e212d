import type { ReactNode } from 'react';
import { Medallion } from './medallion';
import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD_LIGHT, NIGHT_DEEP } from './palette';

export const CROP_CIRCLE_KINDS = ['angel', 'key', 'the-sign'] as const;
export type CropCircleKind = (typeof CROP_CIRCLE_KINDS)[number];
export const CROPS = ['barley', 'wheat'] as const;
export type CropKind = (typeof CROPS)[number];
export const MOON_PHASES = ['full-moon', 'new-moon'] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

const FLAT = '#fcecb8';
const SHADOW = '#5e3d10';

// Flattened-crop glyphs, seen from above, in a 100x100 field.
const GLYPHS: Record<CropCircleKind, (c: string) => ReactNode> = {
  angel: (c) => (
    <g>
      <circle cx="50" cy="28" r="13" fill="none" stroke={c} strokeWidth="2.5" />
      <circle cx="50" cy="28" r="7.5" />
      <path d="M50 38L64 82H36Z" />
      <path d="M47 46Q24 28 12 44Q28 42 40 56Z" />
      <path d="M53 46Q76 28 88 44Q72 42 60 56Z" />
      <circle cx="14" cy="50" r="3" />
      <circle cx="86" cy="50" r="3" />
      <circle cx="50" cy="90" r="2.5" />
    </g>
  ),
  key: (c) => (
    <g>
      <circle cx="50" cy="30" r="15" fill="none" stroke={c} strokeWidth="6" />
      <circle cx="50" cy="30" r="4.5" />
      <rect x="47" y="44" width="6" height="42" rx="2" />
      <rect x="50" y="68" width="15" height="6" rx="2" />
      <rect x="50" y="78" width="11" height="6" rx="2" />
      {[0, 72, 144, 216, 288].map((a) => (
        <circle key={a} cx="50" cy="8" r="2.4" transform={`rotate(${a} 50 30)`} />
      ))}
    </g>
  ),
  'the-sign': (c) => (
    <g>
      <circle cx="50" cy="50" r="33" fill="none" stroke={c} strokeWidth="2" />
      <circle cx="50" cy="50" r="22" fill="none" stroke={c} strokeWidth="5" />
      <circle cx="50" cy="50" r="9" />
      {[0, 120, 240].map((a) => (
        <g key={a} transform={`rotate(${a} 50 50)`}>
          <rect x="48.5" y="17" width="3" height="24" />
          <circle cx="50" cy="14" r="6" />
          <circle cx="50" cy="14" r="9.5" fill="none" stroke={c} strokeWidth="1.6" />
        </g>
      ))}
    </g>
  ),
};

export interface CropCircleProps extends ArtProps {
  kind: CropCircleKind;
}

/** A crop circle seen from above: a pale glyph pressed into a moonlit field of grain. */
export function CropCircle({ kind, label, className }: CropCircleProps) {
  const ids = useArtIds('field', 'rows', 'vignette', 'clip');
  return (
    <ArtSvg
      viewBox="0 0 100 100"
      label={label ?? `Crop circle: ${kind === 'the-sign' ? 'The Sign' : kind}`}
      className={cx('psi-crop-circle', className)}
    >
      <defs>
        <linearGradient id={ids.field.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d6a84a" />
          <stop offset="1" stopColor="#9a6c24" />
        </linearGradient>
        <pattern id={ids.rows.id} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
          <line x1="0" y1="2.5" x2="5" y2="2.5" stroke="#7a5218" strokeOpacity="0.35" strokeWidth="1.2" />
        </pattern>
        <radialGradient id={ids.vignette.id} r="75%">
          <stop offset="0.55" stopColor="#2a1b6e" stopOpacity="0" />
          <stop offset="1" stopColor="#1a1050" stopOpacity="0.85" />
        </radialGradient>
        <clipPath id={ids.clip.id}>
          <rect x="3" y="3" width="94" height="94" rx="14" />
        </clipPath>
      </defs>
      <g clipPath={ids.clip.url}>
        <rect width="100" height="100" fill={ids.field.url} />
        <rect width="100" height="100" fill={ids.rows.url} />
        <g fill={SHADOW} opacity="0.5" transform="translate(1.2 1.6)">
          {GLYPHS[kind](SHADOW)}
        </g>
        <g fill={FLAT}>{GLYPHS[kind](FLAT)}</g>
        <rect width="100" height="100" fill={ids.vignette.url} />
      </g>
      <rect x="3" y="3" width="94" height="94" rx="14" fill="none" stroke={GOLD_LIGHT} strokeWidth="2.5" />
    </ArtSvg>
  );
}

function ear(kind: CropKind, grain: string): ReactNode {
  const rows = kind === 'wheat' ? [24, 32, 40, 48, 56] : [30, 37, 44, 51, 58];
  const rx = kind === 'wheat' ? 5 : 3.4;
  const ry = kind === 'wheat' ? 7.5 : 6;
  const dx = kind === 'wheat' ? 5.2 : 4.2;
  return (
    <g>
      <path d="M50 86Q50 70 50 58" stroke="#c9962f" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M50 78Q36 72 30 58Q42 62 50 74" fill="#8fae3a" />
      {kind === 'barley' && (
        <g stroke="#f4d98a" strokeWidth="1.2" strokeLinecap="round">
          {rows.map((y) => (
            <g key={y}>
              <line x1={50 - dx} y1={y - 5} x2={50 - dx - 13} y2={y - 34} />
              <line x1={50 + dx} y1={y - 5} x2={50 + dx + 13} y2={y - 34} />
            </g>
          ))}
          <line x1="50" y1="20" x2="50" y2="0" />
        </g>
      )}
      {rows.map((y) => (
        <g key={y} fill={grain} stroke="#9a6c24" strokeWidth="0.8">
          <ellipse cx={50 - dx} cy={y} rx={rx} ry={ry} transform={`rotate(-22 ${50 - dx} ${y})`} />
          <ellipse cx={50 + dx} cy={y} rx={rx} ry={ry} transform={`rotate(22 ${50 + dx} ${y})`} />
        </g>
      ))}
      <ellipse cx="50" cy={rows[0]! - 7} rx={rx * 0.9} ry={ry} fill={grain} stroke="#9a6c24" strokeWidth="0.8" />
      {kind === 'wheat' && (
        <g stroke="#f4d98a" strokeWidth="1" strokeLinecap="round">
          <line x1="50" y1="10" x2="50" y2="4" />
          <line x1="44" y1="18" x2="40" y2="11" />
          <line x1="56" y1="18" x2="60" y2="11" />
        </g>
      )}
    </g>
  );
}

export interface CropProps extends ArtProps {
  kind: CropKind;
}

/** An ear of barley (long whiskery awns, slender grains) or wheat (plump grains, short awns). */
export function Crop({ kind, label, className }: CropProps) {
  const ids = useArtIds('grain');
  return (
    <ArtSvg
      viewBox="0 0 100 100"
      label={label ?? (kind === 'wheat' ? 'Wheat' : 'Barley')}
      className={cx('psi-crop', className)}
    >
      <defs>
        {/* Barley: silvery green-gold grains on a nodding head; wheat: upright, plump and deep gold. */}
        <linearGradient id={ids.grain.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={kind === 'wheat' ? '#ffe49a' : '#eef5c8'} />
          <stop offset="1" stopColor={kind === 'wheat' ? '#d08a1e' : '#a7b94e'} />
        </linearGradient>
      </defs>
      <Medallion tint={kind === 'wheat' ? '#c98a2f' : '#5f8a4a'}>
        <g transform={`translate(0 4) ${kind === 'barley' ? 'rotate(-18 50 86)' : ''}`}>{ear(kind, ids.grain.url)}</g>
      </Medallion>
    </ArtSvg>
  );
}

export interface MoonProps extends ArtProps {
  phase: MoonPhase;
}

/** The full moon glowing gold-white, or the new moon: a dark disc lit only at its rim. */
export function Moon({ phase, label, className }: MoonProps) {
  const ids = useArtIds('disc', 'halo');
  const full = phase === 'full-moon';
  return (
    <ArtSvg
      viewBox="0 0 100 100"
      label={label ?? (full ? 'Full moon' : 'New moon')}
      className={cx('psi-moon', className)}
    >
      <defs>
        <radialGradient id={ids.disc.id} cx="40%" cy="36%" r="70%">
          <stop offset="0" stopColor={full ? '#fffdf0' : '#3a3470'} />
          <stop offset="0.6" stopColor={full ? '#f6e6b0' : '#1d1848'} />
          <stop offset="1" stopColor={full ? '#d8bf7c' : NIGHT_DEEP} />
        </radialGradient>
        <radialGradient id={ids.halo.id}>
          <stop offset="0.55" stopColor={full ? GLOW : '#b9c4ff'} stopOpacity={full ? 0.7 : 0.25} />
          <stop offset="1" stopColor={GLOW} stopOpacity="0" />
        </radialGradient>
      </defs>
      <Medallion tint="#2c2670">
        <path d={sparkle(22, 26, 3.5)} fill={GOLD_LIGHT} />
        <path d={sparkle(80, 72, 3)} fill={GOLD_LIGHT} />
        <circle cx="76" cy="24" r="1.3" fill="#fff" />
        <circle cx="24" cy="74" r="1.1" fill="#fff" />
        <circle cx="50" cy="50" r="38" fill={ids.halo.url} />
        <circle
          cx="50"
          cy="50"
          r="26"
          fill={ids.disc.url}
          stroke={full ? '#fff6d0' : '#aab4f0'}
          strokeOpacity={full ? 0.8 : 0.7}
          strokeWidth={full ? 1 : 1.6}
        />
        {full ? (
          <g fill="#c9ad68" fillOpacity="0.45">
            <circle cx="41" cy="43" r="6" />
            <circle cx="58" cy="58" r="8" />
            <circle cx="60" cy="38" r="3.5" />
            <circle cx="42" cy="62" r="3" />
          </g>
        ) : (
          <path
            d="M34 66A22 22 0 0 1 34 34"
            fill="none"
            stroke="#d5dcff"
            strokeOpacity="0.55"
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </Medallion>
    </ArtSvg>
  );
}
