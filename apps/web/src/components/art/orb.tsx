import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_DEEP, GOLD_LIGHT, NIGHT, VIOLET_SOFT } from './palette';

export interface GoldenOrbProps extends ArtProps {
  /** A won orb glows gold; an unwon one is a dim outline waiting to be filled. */
  won: boolean;
}

/** A Golden Orb (seven in a circuit, one per exercise won at the first go). */
export function GoldenOrb({ won, label, className }: GoldenOrbProps) {
  const ids = useArtIds('sphere', 'halo');
  return (
    <ArtSvg
      viewBox="0 0 100 100"
      label={label ?? (won ? 'Golden Orb, won' : 'Golden Orb, not won')}
      className={cx('psi-orb', won ? 'is-won' : 'is-empty', className)}
    >
      <defs>
        <radialGradient id={ids.sphere.id} cx="38%" cy="32%" r="72%">
          <stop offset="0" stopColor="#fffdf0" />
          <stop offset="0.25" stopColor={GOLD_LIGHT} />
          <stop offset="0.6" stopColor={GOLD} />
          <stop offset="0.9" stopColor={GOLD_DEEP} />
          <stop offset="1" stopColor="#7a4e12" />
        </radialGradient>
        <radialGradient id={ids.halo.id}>
          <stop offset="0.45" stopColor={GOLD} stopOpacity="0.65" />
          <stop offset="1" stopColor={GOLD} stopOpacity="0" />
        </radialGradient>
      </defs>
      {won ? (
        <g>
          <circle cx="50" cy="50" r="49" fill={ids.halo.url} />
          <circle cx="50" cy="50" r="30" fill={ids.sphere.url} />
          <ellipse cx="40" cy="37" rx="10" ry="6" fill="#fff" fillOpacity="0.75" transform="rotate(-35 40 37)" />
          <path
            d="M30 62A24 24 0 0 0 66 70"
            fill="none"
            stroke={GLOW}
            strokeOpacity="0.5"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path d={sparkle(78, 22, 6)} fill={GLOW} />
          <path d={sparkle(20, 78, 4)} fill={GLOW} />
        </g>
      ) : (
        <g>
          <circle
            cx="50"
            cy="50"
            r="30"
            fill={NIGHT}
            fillOpacity="0.5"
            stroke={VIOLET_SOFT}
            strokeOpacity="0.55"
            strokeWidth="2.5"
            strokeDasharray="4 5"
            strokeLinecap="round"
          />
          <circle cx="50" cy="50" r="22" fill="none" stroke={VIOLET_SOFT} strokeOpacity="0.18" strokeWidth="1.5" />
        </g>
      )}
    </ArtSvg>
  );
}
