import type { ReactNode } from 'react';
import './art.css';
import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import {
  GLOW,
  GOLD,
  GOLD_DEEP,
  GOLD_LIGHT,
  INDIGO,
  INDIGO_LIGHT,
  NIGHT,
  NIGHT_DEEP,
  VIOLET,
  VIOLET_SOFT,
} from './palette';

/** Every card is 2:3, drawn in a 200x300 box. */
export const CARD_VIEWBOX = '0 0 200 300';

const CORNERS: Array<[number, number]> = [
  [32, 32],
  [168, 32],
  [32, 268],
  [168, 268],
];

/** The shared face-down side of every deck: a gold-framed night with the all-seeing eye. */
export function CardBack({ label = 'Card, face down', className }: ArtProps) {
  const ids = useArtIds('bg', 'lattice', 'halo', 'iris', 'white');
  return (
    <ArtSvg viewBox={CARD_VIEWBOX} label={label} className={cx('psi-card-back', className)}>
      <defs>
        <linearGradient id={ids.bg.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={INDIGO_LIGHT} />
          <stop offset="0.5" stopColor={INDIGO} />
          <stop offset="1" stopColor={NIGHT_DEEP} />
        </linearGradient>
        <pattern id={ids.lattice.id} width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M0 8L8 0L16 8L8 16Z" fill="none" stroke={VIOLET_SOFT} strokeOpacity="0.16" strokeWidth="0.8" />
          <circle cx="8" cy="8" r="0.9" fill={GOLD} fillOpacity="0.3" />
        </pattern>
        <radialGradient id={ids.halo.id}>
          <stop offset="0" stopColor={VIOLET} stopOpacity="0.75" />
          <stop offset="0.6" stopColor={VIOLET} stopOpacity="0.2" />
          <stop offset="1" stopColor={VIOLET} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={ids.iris.id} cx="45%" cy="40%">
          <stop offset="0" stopColor={VIOLET_SOFT} />
          <stop offset="0.55" stopColor={VIOLET} />
          <stop offset="1" stopColor={INDIGO} />
        </radialGradient>
        <radialGradient id={ids.white.id}>
          <stop offset="0" stopColor={GLOW} />
          <stop offset="1" stopColor="#e9dcff" />
        </radialGradient>
      </defs>
      <rect x="2" y="2" width="196" height="296" rx="16" fill={ids.bg.url} stroke={GOLD_DEEP} strokeWidth="2" />
      <rect x="14" y="14" width="172" height="272" rx="9" fill={ids.lattice.url} stroke={GOLD} strokeWidth="2" />
      <rect
        x="20"
        y="20"
        width="160"
        height="260"
        rx="6"
        fill="none"
        stroke={GOLD}
        strokeOpacity="0.45"
        strokeWidth="1"
      />
      {CORNERS.map(([x, y]) => (
        <path key={`${x}-${y}`} d={sparkle(x, y, 7)} fill={GOLD_LIGHT} />
      ))}
      <circle cx="100" cy="150" r="78" fill={ids.halo.url} />
      <g stroke={GOLD} strokeLinecap="round">
        {Array.from({ length: 24 }, (_, i) => (
          <line
            key={i}
            x1="100"
            y1={i % 2 ? 92 : 86}
            x2="100"
            y2="100"
            strokeWidth={i % 2 ? 1.5 : 2.5}
            strokeOpacity={i % 2 ? 0.55 : 0.9}
            transform={`rotate(${i * 15} 100 150)`}
          />
        ))}
      </g>
      <circle cx="100" cy="150" r="46" fill={NIGHT} fillOpacity="0.55" stroke={GOLD} strokeWidth="2" />
      <path
        d="M56 150Q100 110 144 150Q100 190 56 150Z"
        fill={ids.white.url}
        stroke={GOLD_LIGHT}
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <circle cx="100" cy="150" r="17" fill={ids.iris.url} stroke={INDIGO} strokeWidth="1.5" />
      <circle cx="100" cy="150" r="7" fill={NIGHT_DEEP} />
      <circle cx="105.5" cy="144.5" r="3.2" fill="#fff" />
      <path d={sparkle(100, 52, 9)} fill={GOLD_LIGHT} />
      <path d={sparkle(100, 248, 9)} fill={GOLD_LIGHT} />
      <circle cx="100" cy="68" r="2" fill={GOLD} />
      <circle cx="100" cy="232" r="2" fill={GOLD} />
    </ArtSvg>
  );
}

export interface CardFaceProps extends ArtProps {
  /** The symbol: any SVG content; a nested <svg> with its own viewBox scales to the slot. */
  children?: ReactNode;
  /** A dimmed face, e.g. a card that is "not this one". */
  muted?: boolean;
}

/** The face-up frame: gold border on a glowing indigo panel; the symbol sits in a 140x160 slot. */
export function CardFace({ label = 'Card', className, children, muted = false }: CardFaceProps) {
  const ids = useArtIds('bg', 'panel', 'glow');
  return (
    <ArtSvg viewBox={CARD_VIEWBOX} label={label} className={cx('psi-card-face', muted && 'is-muted', className)}>
      <defs>
        <linearGradient id={ids.bg.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b2a86" />
          <stop offset="1" stopColor={NIGHT_DEEP} />
        </linearGradient>
        <radialGradient id={ids.panel.id} cx="50%" cy="45%" r="70%">
          <stop offset="0" stopColor={muted ? INDIGO : INDIGO_LIGHT} />
          <stop offset="1" stopColor={NIGHT} />
        </radialGradient>
        <radialGradient id={ids.glow.id}>
          <stop offset="0" stopColor={GLOW} stopOpacity={muted ? 0.05 : 0.28} />
          <stop offset="1" stopColor={GLOW} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect x="2" y="2" width="196" height="296" rx="16" fill={ids.bg.url} stroke={GOLD_DEEP} strokeWidth="2" />
      <rect
        x="12"
        y="12"
        width="176"
        height="276"
        rx="10"
        fill={ids.panel.url}
        stroke={GOLD}
        strokeWidth="2"
        strokeOpacity={muted ? 0.45 : 1}
      />
      <g fill="none" stroke={GOLD} strokeOpacity={muted ? 0.35 : 0.8} strokeWidth="1.5" strokeLinecap="round">
        <path d="M20 44Q20 20 44 20" />
        <path d="M156 20Q180 20 180 44" />
        <path d="M20 256Q20 280 44 280" />
        <path d="M156 280Q180 280 180 256" />
      </g>
      {CORNERS.map(([x, y]) => (
        <path key={`${x}-${y}`} d={sparkle(x, y, 5)} fill={GOLD_LIGHT} fillOpacity={muted ? 0.35 : 1} />
      ))}
      <circle cx="100" cy="150" r="82" fill={ids.glow.url} />
      <svg x="30" y="70" width="140" height="160" overflow="visible">
        {children}
      </svg>
    </ArtSvg>
  );
}

export interface FlipCardProps {
  /** true shows the face (front), false the back. */
  flipped: boolean;
  front: ReactNode;
  /** Defaults to the shared CardBack. */
  back?: ReactNode;
  className?: string;
}

/**
 * A card that turns over with a CSS 3D flip (art.css). The hidden side is aria-hidden so the
 * accessible name is always the side you can see. Reduced motion turns the flip into a swap.
 */
export function FlipCard({ flipped, front, back, className }: FlipCardProps) {
  return (
    <div className={cx('psi-flip', flipped && 'is-flipped', className)}>
      <div className="psi-flip__inner">
        <div className="psi-flip__side psi-flip__back" aria-hidden={flipped}>
          {back ?? <CardBack />}
        </div>
        <div className="psi-flip__side psi-flip__front" aria-hidden={!flipped}>
          {front}
        </div>
      </div>
    </div>
  );
}
