import type { ReactNode } from 'react';
import { useArtIds } from './svg-kit';
import { GOLD, GOLD_LIGHT, NIGHT_DEEP } from './palette';

/**
 * The round gold-rimmed disc that icon pieces sit in (elements, senses, duality, moon...),
 * drawn in a 100x100 box; `tint` colours the glow at its heart.
 */
export function Medallion({ tint, children }: { tint: string; children: ReactNode }) {
  const ids = useArtIds('bg', 'rim');
  return (
    <g>
      <defs>
        <radialGradient id={ids.bg.id} cx="50%" cy="42%" r="60%">
          <stop offset="0" stopColor={tint} stopOpacity="0.75" />
          <stop offset="0.55" stopColor={tint} stopOpacity="0.22" />
          <stop offset="1" stopColor={NIGHT_DEEP} stopOpacity="0.95" />
        </radialGradient>
        <linearGradient id={ids.rim.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="0.5" stopColor={GOLD} />
          <stop offset="1" stopColor="#9c6b22" />
        </linearGradient>
      </defs>
      <circle cx="50" cy="50" r="46" fill={NIGHT_DEEP} />
      <circle cx="50" cy="50" r="46" fill={ids.bg.url} stroke={ids.rim.url} strokeWidth="3" />
      <circle cx="50" cy="50" r="41.5" fill="none" stroke={GOLD} strokeOpacity="0.35" strokeWidth="0.8" />
      {[0, 90, 180, 270].map((a) => (
        <circle key={a} cx="50" cy="4" r="1.8" fill={GOLD_LIGHT} transform={`rotate(${a} 50 50)`} />
      ))}
      {children}
    </g>
  );
}
