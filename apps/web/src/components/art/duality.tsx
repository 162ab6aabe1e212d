import type { ReactNode } from 'react';
import { Medallion } from './medallion';
import { ArtSvg, cx, humanise, sparkle, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_LIGHT, NIGHT_DEEP } from './palette';

/** The twelve words of Duality's six pairs, lower-cased: the keys of DualityIcon. */
export const DUALITY_WORDS = [
  'bitter',
  'sweet',
  'love',
  'hate',
  'light',
  'dark',
  'hot',
  'cold',
  'joy',
  'sorrow',
  'order',
  'chaos',
] as const;
export type DualityWord = (typeof DUALITY_WORDS)[number];

const HEART = 'M50 78C30 64 20 54 20 40A14 14 0 0 1 50 34A14 14 0 0 1 80 40C80 54 70 64 50 78Z';
const FACE_INK = '#5a3210';

const ICONS: Record<DualityWord, { tint: string; art: ReactNode }> = {
  bitter: {
    tint: '#b5c42f',
    art: (
      <g>
        <circle cx="50" cy="52" r="27" fill="#f5e04a" stroke="#c9a814" strokeWidth="2" />
        <circle cx="50" cy="52" r="22" fill="#fff6b8" />
        <g stroke="#f5e04a" strokeWidth="2.5">
          {[0, 45, 90, 135].map((a) => (
            <line key={a} x1="50" y1="31" x2="50" y2="73" transform={`rotate(${a} 50 52)`} />
          ))}
        </g>
        <circle cx="50" cy="52" r="3" fill="#f5e04a" />
      </g>
    ),
  },
  sweet: {
    tint: '#ff79b0',
    art: (
      <g>
        <path d="M30 52L14 38L18 52L14 66Z" fill="#ff9fc8" stroke="#d64f8e" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M70 52L86 38L82 52L86 66Z" fill="#ff9fc8" stroke="#d64f8e" strokeWidth="1.5" strokeLinejoin="round" />
        <ellipse cx="50" cy="52" rx="22" ry="17" fill="#ff5fa2" stroke="#d64f8e" strokeWidth="1.5" />
        <path
          d="M36 40Q44 52 38 66M50 35Q58 52 50 69M62 38Q70 52 64 64"
          fill="none"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeOpacity="0.9"
        />
      </g>
    ),
  },
  love: {
    tint: '#e0406a',
    art: (
      <g>
        <path d={HEART} fill="#ff4d6d" stroke="#ffc2cf" strokeWidth="2" strokeLinejoin="round" />
        <path
          d="M30 42A8 8 0 0 1 40 34"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.75"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </g>
    ),
  },
  hate: {
    tint: '#7a1f3a',
    art: (
      <g strokeLinejoin="round">
        <path
          d="M48 34A14 14 0 0 0 18 40C18 54 28 64 48 78L44 62L50 52L42 44Z"
          fill="#9c1f33"
          stroke="#e05a6e"
          strokeWidth="2"
        />
        <path
          d="M53 34A14 14 0 0 1 83 40C83 54 73 64 53 78L57 62L50 52L58 44Z"
          fill="#9c1f33"
          stroke="#e05a6e"
          strokeWidth="2"
          transform="translate(1 1) rotate(6 53 56)"
        />
      </g>
    ),
  },
  light: {
    tint: '#ffc64d',
    art: (
      <g>
        <g stroke={GOLD_LIGHT} strokeWidth="4" strokeLinecap="round">
          {Array.from({ length: 12 }, (_, i) => (
            <line key={i} x1="50" y1={i % 2 ? 20 : 16} x2="50" y2="27" transform={`rotate(${i * 30} 50 50)`} />
          ))}
        </g>
        <circle cx="50" cy="50" r="17" fill={GLOW} stroke={GOLD} strokeWidth="3" />
      </g>
    ),
  },
  dark: {
    tint: '#3b3590',
    art: (
      <g>
        <path d="M58 20A30 30 0 1 0 76 68A24 24 0 1 1 58 20Z" fill="#c9cbe8" stroke="#eef0ff" strokeWidth="1.5" />
        <path d={sparkle(66, 38, 5)} fill="#eef0ff" />
        <path d={sparkle(76, 52, 3)} fill="#eef0ff" />
      </g>
    ),
  },
  hot: {
    tint: '#e35a2a',
    art: (
      <g>
        <g fill="none" stroke="#ffb27a" strokeWidth="2.8" strokeLinecap="round">
          <path d="M24 64Q19 56 24 48T24 32" />
          <path d="M76 64Q81 56 76 48T76 32" />
        </g>
        <rect x="42" y="16" width="16" height="52" rx="8" fill="#fff4e8" stroke="#c9b8a8" strokeWidth="1.5" />
        <circle cx="50" cy="72" r="12" fill="#e8332a" stroke="#fff4e8" strokeWidth="3" />
        <rect x="46" y="26" width="8" height="42" rx="4" fill="#e8332a" />
        <circle cx="46" cy="68" r="3" fill="#fff" fillOpacity="0.6" />
      </g>
    ),
  },
  cold: {
    tint: '#6fb8e8',
    art: (
      <g stroke="#e6f6ff" strokeWidth="3.5" strokeLinecap="round" fill="none">
        {[0, 60, 120].map((a) => (
          <g key={a} transform={`rotate(${a} 50 50)`}>
            <line x1="50" y1="20" x2="50" y2="80" />
            <path d="M42 26L50 33L58 26M42 74L50 67L58 74" />
          </g>
        ))}
        <circle cx="50" cy="50" r="4" fill="#e6f6ff" stroke="none" />
      </g>
    ),
  },
  joy: {
    tint: '#ffb938',
    art: (
      <g>
        <circle cx="50" cy="50" r="27" fill="#ffd45c" stroke="#fff1b8" strokeWidth="2" />
        <path
          d="M37 45Q41 39 45 45M55 45Q59 39 63 45"
          fill="none"
          stroke={FACE_INK}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M36 54Q50 72 64 54Z" fill={FACE_INK} stroke={FACE_INK} strokeWidth="2" strokeLinejoin="round" />
        <path d="M42 62Q50 58 58 62Q54 67 50 67Q46 67 42 62Z" fill="#ff6f7f" />
        <circle cx="33" cy="55" r="4" fill="#ff8f6a" fillOpacity="0.55" />
        <circle cx="67" cy="55" r="4" fill="#ff8f6a" fillOpacity="0.55" />
      </g>
    ),
  },
  sorrow: {
    tint: '#5a74b8',
    art: (
      <g>
        <circle cx="50" cy="50" r="27" fill="#9fb4e0" stroke="#dbe6ff" strokeWidth="2" />
        <path d="M36 42L44 40M64 42L56 40" stroke="#2a3566" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="41" cy="48" r="2.6" fill="#2a3566" />
        <circle cx="59" cy="48" r="2.6" fill="#2a3566" />
        <path d="M40 65Q50 56 60 65" fill="none" stroke="#2a3566" strokeWidth="3" strokeLinecap="round" />
        <path d="M62 52Q66 60 62 63A3.6 3.6 0 0 1 58 58Q58 56 62 52Z" fill="#4fb0ff" stroke="#fff" strokeWidth="1" />
      </g>
    ),
  },
  order: {
    tint: '#4f6fd6',
    art: (
      <g fill={GOLD} stroke={GOLD_LIGHT} strokeWidth="1">
        {[30, 50, 70].flatMap((y) =>
          [30, 50, 70].map((x) => <rect key={`${x}-${y}`} x={x - 7} y={y - 7} width="14" height="14" rx="3" />),
        )}
      </g>
    ),
  },
  chaos: {
    tint: '#c2417a',
    art: (
      <g strokeLinecap="round" strokeLinejoin="round">
        <path d="M26 36L44 30L34 48L60 40L42 62L72 56L50 76" fill="none" stroke="#ffb0d0" strokeWidth="3.5" />
        <path d="M62 22l8 4l-6 6z" fill={GOLD} />
        <path d="M20 58l9 -2l-3 8z" fill="#ff7a9c" />
        <path d="M74 36l8 6l-9 3z" fill="#ff7a9c" />
        <path d="M30 72l6 6l-8 2z" fill={GOLD} />
        <circle cx="76" cy="70" r="3" fill={GOLD_LIGHT} />
        <circle cx="24" cy="26" r="2" fill={GOLD_LIGHT} />
      </g>
    ),
  },
};

export interface DualityIconProps extends ArtProps {
  /** One of the twelve words; matched case-insensitively ('Bitter' and 'bitter' are the same icon). */
  word: DualityWord | Capitalize<DualityWord>;
}

/** The picture for one side of a Duality pair. */
export function DualityIcon({ word, label, className }: DualityIconProps) {
  const key = word.toLowerCase() as DualityWord;
  const icon = ICONS[key];
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? humanise(key)} className={cx('psi-duality', className)}>
      <Medallion tint={icon?.tint ?? NIGHT_DEEP}>{icon?.art}</Medallion>
    </ArtSvg>
  );
}
