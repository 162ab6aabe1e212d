import type { ReactNode } from 'react';
import { Medallion } from './medallion';
import { ArtSvg, cx, humanise, sparkle, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_LIGHT, NIGHT_DEEP, VIOLET_SOFT } from './palette';

export const SENSES = ['sight', 'hearing', 'smell', 'taste', 'touch', 'intuition'] as const;
export type SenseName = (typeof SENSES)[number];

const SKIN = '#f2c29b';
const SKIN_LINE = '#b9805a';

// An Archimedean spiral for intuition: the inward turn.
const SPIRAL = Array.from({ length: 61 }, (_, i) => {
  const t = (i / 60) * Math.PI * 5;
  const r = 2 + 2.35 * t;
  return `${i ? 'L' : 'M'}${(50 + r * Math.cos(t)).toFixed(1)} ${(52 + r * Math.sin(t)).toFixed(1)}`;
}).join('');

const ART: Record<SenseName, { tint: string; art: ReactNode }> = {
  sight: {
    tint: '#4aa3d9',
    art: (
      <g>
        <path
          d="M18 52Q50 22 82 52Q50 82 18 52Z"
          fill="#fdf8ee"
          stroke={GOLD_LIGHT}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="50" cy="52" r="13" fill="#3f8fd0" stroke="#1d4f86" strokeWidth="1.5" />
        <circle cx="50" cy="52" r="6" fill={NIGHT_DEEP} />
        <circle cx="54" cy="48" r="2.6" fill="#fff" />
        <path d="M32 36l-4-6M50 30v-8M68 36l4-6" stroke={GOLD_LIGHT} strokeWidth="3" strokeLinecap="round" />
      </g>
    ),
  },
  hearing: {
    tint: '#d98a4a',
    art: (
      <g>
        <path
          d="M46 20C30 20 24 34 24 44C24 54 30 58 33 63C36 68 34 78 44 80C52 81 56 74 56 68C56 61 64 58 66 46C68 31 60 20 46 20Z"
          fill={SKIN}
          stroke={SKIN_LINE}
          strokeWidth="2"
        />
        <path
          d="M34 44C34 34 42 29 50 32C57 35 57 44 52 48C47 51 46 55 48 60C49 64 45 67 42 64"
          fill="none"
          stroke={SKIN_LINE}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <g fill="none" stroke={GOLD_LIGHT} strokeWidth="3.5" strokeLinecap="round">
          <path d="M70 40Q76 50 70 60" />
          <path d="M77 33Q87 50 77 67" strokeOpacity="0.7" />
        </g>
      </g>
    ),
  },
  smell: {
    tint: '#5fb873',
    art: (
      <g>
        <g fill="none" stroke={VIOLET_SOFT} strokeWidth="2.8" strokeLinecap="round">
          <path d="M26 70Q20 62 26 54T26 38" />
          <path d="M74 70Q80 62 74 54T74 38" />
          <path d="M50 28Q44 24 50 18" strokeOpacity="0.6" />
        </g>
        <path
          d="M50 26C48 40 41 52 36 60C32 68 40 74 45 71C47 75 53 75 55 71C60 74 68 68 64 60C59 52 52 40 50 26Z"
          fill={SKIN}
          stroke={SKIN_LINE}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <ellipse cx="44" cy="66" rx="3.4" ry="2.2" fill={SKIN_LINE} />
        <ellipse cx="56" cy="66" rx="3.4" ry="2.2" fill={SKIN_LINE} />
        <path
          d="M47 36Q45 48 42 54"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.6"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </g>
    ),
  },
  taste: {
    tint: '#e0587a',
    art: (
      <g>
        <path
          d="M22 46Q50 38 78 46Q72 76 50 78Q28 76 22 46Z"
          fill="#5a1028"
          stroke="#ff8fab"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M27 47Q50 42 73 47L71 53Q50 49 29 53Z" fill="#fff" />
        <path d="M34 64Q50 54 66 64Q64 80 50 82Q36 80 34 64Z" fill="#ff7d9a" stroke="#c23c60" strokeWidth="1.5" />
        <path d="M50 62V74" stroke="#c23c60" strokeWidth="1.5" strokeLinecap="round" />
      </g>
    ),
  },
  touch: {
    tint: '#d99a3f',
    art: (
      <g fill={SKIN} stroke={SKIN_LINE} strokeWidth="1.8">
        <rect x="18" y="54" width="22" height="10" rx="5" transform="rotate(-42 29 59)" />
        <rect x="32" y="28" width="9" height="32" rx="4.5" />
        <rect x="42" y="21" width="9" height="38" rx="4.5" />
        <rect x="52" y="24" width="9" height="36" rx="4.5" />
        <rect x="62" y="32" width="8.5" height="28" rx="4.2" />
        <path d="M31 50H71V70Q71 84 52 84Q33 84 31 70Z" stroke="none" />
        <path d="M31 58V70Q31 84 52 84Q71 84 71 70V56" fill="none" />
        <g stroke="none" fill={GOLD_LIGHT}>
          <path d={sparkle(36.5, 20, 3.5)} />
          <path d={sparkle(46.5, 13, 3.5)} />
          <path d={sparkle(56.5, 16, 3.5)} />
          <path d={sparkle(66, 24, 3.5)} />
        </g>
      </g>
    ),
  },
  intuition: {
    tint: '#9b6cff',
    art: (
      <g>
        <path d={SPIRAL} fill="none" stroke={GOLD} strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="50" cy="52" r="5" fill={GLOW} />
        <path d={sparkle(74, 26, 5)} fill={GOLD_LIGHT} />
        <path d={sparkle(25, 76, 3.5)} fill={GOLD_LIGHT} />
      </g>
    ),
  },
};

export interface SenseProps extends ArtProps {
  sense: SenseName;
}

/** One of the six senses (intuition as the sixth) in a gold medallion. */
export function Sense({ sense, label, className }: SenseProps) {
  const { tint, art } = ART[sense];
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? humanise(sense)} className={cx('psi-sense', className)}>
      <Medallion tint={tint}>{art}</Medallion>
    </ArtSvg>
  );
}
