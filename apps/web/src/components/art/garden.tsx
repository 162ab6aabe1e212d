import type { ReactNode } from 'react';
import { Medallion } from './medallion';
import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_DEEP, GOLD_LIGHT, NIGHT_DEEP } from './palette';

/** In the Garden's five symbols, in the order the questions are asked. */
export const GARDEN_SYMBOLS = ['tree', 'ufo', 'sun', 'flower', 'bird'] as const;
export type GardenSymbolName = (typeof GARDEN_SYMBOLS)[number];
export type GardenPresence = Record<GardenSymbolName, boolean>;

const NAMES: Record<GardenSymbolName, string> = {
  tree: 'Tree',
  ufo: 'UFO',
  sun: 'Sun',
  flower: 'Flower',
  bird: 'Bird',
};

// Each symbol drawn in a 100x100 box, shared by the icon and the garden scene.
const ART: Record<GardenSymbolName, ReactNode> = {
  tree: (
    <g>
      <path d="M45 90L47 58H53L55 90Z" fill="#7a4a2a" />
      <path d="M50 70L40 60M50 66L60 56" stroke="#7a4a2a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="36" cy="52" r="16" fill="#2f8a4a" />
      <circle cx="64" cy="52" r="16" fill="#2f8a4a" />
      <circle cx="50" cy="36" r="20" fill="#3fa85a" />
      <circle cx="44" cy="30" r="8" fill="#6fd080" fillOpacity="0.55" />
      <circle cx="38" cy="56" r="3" fill="#ff6b6b" />
      <circle cx="62" cy="44" r="3" fill="#ff6b6b" />
      <circle cx="56" cy="60" r="3" fill="#ff6b6b" />
    </g>
  ),
  ufo: (
    <g>
      <path d="M38 58L24 92H76L62 58Z" fill="#b8f7ff" fillOpacity="0.22" />
      <path d="M34 46Q34 26 50 26Q66 26 66 46Z" fill="#9fe8ff" fillOpacity="0.85" stroke="#e6fbff" strokeWidth="1.5" />
      <path d="M42 36Q44 30 50 30" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <ellipse cx="50" cy="50" rx="34" ry="10" fill="#a9a3c9" stroke="#e4e0ff" strokeWidth="1.5" />
      <ellipse cx="50" cy="54" rx="22" ry="5" fill="#6e6896" />
      {[26, 38, 50, 62, 74].map((x) => (
        <circle key={x} cx={x} cy="50" r="2.6" fill={GOLD_LIGHT} />
      ))}
    </g>
  ),
  sun: (
    <g>
      <g fill="#ffb33a">
        {Array.from({ length: 12 }, (_, i) => (
          <path key={i} d="M50 12L55 26H45Z" transform={`rotate(${i * 30} 50 50)`} />
        ))}
      </g>
      <circle cx="50" cy="50" r="21" fill="#ffd24d" stroke="#fff0b0" strokeWidth="2" />
      <circle cx="43" cy="43" r="6" fill="#fff6cf" fillOpacity="0.7" />
    </g>
  ),
  flower: (
    <g>
      <path d="M50 90V52" stroke="#3f9a4a" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M50 78Q36 76 32 64Q44 64 50 74Z" fill="#4fb85a" />
      <path d="M50 72Q64 70 68 58Q56 58 50 68Z" fill="#4fb85a" />
      {Array.from({ length: 6 }, (_, i) => (
        <ellipse
          key={i}
          cx="50"
          cy="24"
          rx="8"
          ry="12"
          fill="#ff7eb6"
          stroke="#ffc2dc"
          strokeWidth="1"
          transform={`rotate(${i * 60} 50 38)`}
        />
      ))}
      <circle cx="50" cy="38" r="8" fill="#ffd24d" stroke="#e8a020" strokeWidth="1.2" />
    </g>
  ),
  bird: (
    <g>
      <path d="M26 56L12 48L16 62Z" fill="#2f6fd0" />
      <ellipse cx="48" cy="56" rx="26" ry="20" fill="#4f9af0" />
      <path d="M40 72Q56 76 66 64Q54 62 40 72Z" fill="#ffd9a0" />
      <path d="M34 50Q48 38 58 56Q44 60 34 50Z" fill="#2f6fd0" />
      <path d="M70 48L84 52L70 56Z" fill="#ffb33a" />
      <circle cx="63" cy="47" r="3.4" fill={NIGHT_DEEP} />
      <circle cx="64" cy="46" r="1.1" fill="#fff" />
      <path d="M44 76V84M52 76V84" stroke="#ffb33a" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
};

const TINTS: Record<GardenSymbolName, string> = {
  tree: '#3f9a5a',
  ufo: '#5fb3c9',
  sun: '#ffb33a',
  flower: '#e0589a',
  bird: '#4f8ae0',
};

export interface GardenSymbolProps extends ArtProps {
  symbol: GardenSymbolName;
}

/** One garden symbol in a medallion, for the yes/no questions. */
export function GardenSymbol({ symbol, label, className }: GardenSymbolProps) {
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? NAMES[symbol]} className={cx('psi-garden-symbol', className)}>
      <Medallion tint={TINTS[symbol]}>
        <g transform="translate(50 50) scale(0.78) translate(-50 -50)">{ART[symbol]}</g>
      </Medallion>
    </ArtSvg>
  );
}

// Where each symbol stands in the scene: placed so any subset (even none) is balanced.
const PLACES: Record<GardenSymbolName, string> = {
  sun: 'translate(16 20) scale(0.7)',
  ufo: 'translate(100 32) scale(0.8)',
  bird: 'translate(80 108) scale(0.56)',
  tree: 'translate(14 150) scale(0.98)',
  flower: 'translate(112 186) scale(0.74)',
};

export interface GardenCardProps extends ArtProps {
  present: GardenPresence;
}

/** One card of the 32-card deck: a dusk garden holding exactly the present symbols. */
export function GardenCard({ present, label, className }: GardenCardProps) {
  const ids = useArtIds('sky', 'lawn', 'clip');
  const shown = GARDEN_SYMBOLS.filter((s) => present[s]);
  const name = label ?? (shown.length ? `Garden with ${shown.map((s) => NAMES[s]).join(', ')}` : 'An empty garden');
  return (
    <ArtSvg viewBox="0 0 200 300" label={name} className={cx('psi-garden-card', className)}>
      <defs>
        <linearGradient id={ids.sky.id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#22175c" />
          <stop offset="0.45" stopColor="#5b41b0" />
          <stop offset="0.68" stopColor="#f0a8a0" />
        </linearGradient>
        <linearGradient id={ids.lawn.id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5fae5f" />
          <stop offset="1" stopColor="#2a6a3c" />
        </linearGradient>
        <clipPath id={ids.clip.id}>
          <rect x="12" y="12" width="176" height="276" rx="10" />
        </clipPath>
      </defs>
      <rect x="2" y="2" width="196" height="296" rx="16" fill={NIGHT_DEEP} stroke={GOLD_DEEP} strokeWidth="2" />
      <g clipPath={ids.clip.url}>
        <rect x="0" y="0" width="200" height="300" fill={ids.sky.url} />
        {[
          [40, 110],
          [150, 24],
          [92, 40],
          [176, 96],
          [28, 140],
          [120, 82],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill={GLOW} fillOpacity="0.8" />
        ))}
        <path d={sparkle(70, 70, 3)} fill={GLOW} fillOpacity="0.8" />
        <path d="M0 206Q50 182 110 196Q160 184 200 198V300H0Z" fill="#3c7a52" />
        <g stroke="#efe2c4" strokeOpacity="0.85" strokeWidth="2.4" strokeLinecap="round">
          {Array.from({ length: 15 }, (_, i) => 16 + i * 12).map((x) => (
            <line key={x} x1={x} y1={x > 84 && x < 116 ? 204 : 200} x2={x} y2="216" />
          ))}
          <line x1="12" y1="206" x2="84" y2="206" strokeWidth="1.6" />
          <line x1="116" y1="206" x2="188" y2="206" strokeWidth="1.6" />
        </g>
        <path d="M0 214Q100 204 200 214V300H0Z" fill={ids.lawn.url} />
        <path d="M88 216Q100 214 112 216Q118 250 132 300H68Q84 250 88 216Z" fill="#e9d6a8" fillOpacity="0.55" />
        <g stroke="#8fd48a" strokeWidth="1.5" strokeLinecap="round" fill="none">
          <path d="M30 262l-2-6M33 262l0-7M36 262l2-6" />
          <path d="M160 276l-2-6M163 276l0-7M166 276l2-6" />
          <path d="M60 236l-2-5M63 236l0-6M66 236l2-5" />
        </g>
        {GARDEN_SYMBOLS.map(
          (s) =>
            present[s] && (
              <g key={s} data-symbol={s} transform={PLACES[s]}>
                {ART[s]}
              </g>
            ),
        )}
      </g>
      <rect x="12" y="12" width="176" height="276" rx="10" fill="none" stroke={GOLD} strokeWidth="2" />
    </ArtSvg>
  );
}
