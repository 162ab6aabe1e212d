import { CardFace } from './card';
import { cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_DEEP, GOLD_LIGHT, NIGHT_DEEP, VIOLET_SOFT } from './palette';

/** Ready Set Go's winning card: "Go!" bursting out of a golden sunburst. */
export function GoCardFace({ label = 'Go!', className }: ArtProps) {
  const ids = useArtIds('burst', 'ink');
  return (
    <CardFace label={label} className={cx('psi-go-card', className)}>
      <defs>
        <radialGradient id={ids.burst.id} gradientUnits="userSpaceOnUse" cx="70" cy="80" r="80">
          <stop offset="0" stopColor={GLOW} stopOpacity="0.9" />
          <stop offset="1" stopColor={GOLD} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={ids.ink.id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="1" stopColor={GOLD} />
        </linearGradient>
      </defs>
      <g fill={ids.burst.url}>
        {Array.from({ length: 16 }, (_, i) => (
          <path key={i} d="M70 80L64 6L76 6Z" transform={`rotate(${i * 22.5} 70 80)`} opacity={i % 2 ? 0.55 : 1} />
        ))}
      </g>
      <circle cx="70" cy="80" r="47" fill={NIGHT_DEEP} fillOpacity="0.55" stroke={GOLD} strokeWidth="2" />
      <text
        x="70"
        y="95"
        textAnchor="middle"
        fontFamily="Georgia, 'DejaVu Serif', serif"
        fontWeight="700"
        fontSize="42"
        fill={ids.ink.url}
        stroke={GOLD_DEEP}
        strokeWidth="1.2"
        paintOrder="stroke"
      >
        Go!
      </text>
      <path d={sparkle(112, 40, 8)} fill={GLOW} />
      <path d={sparkle(26, 124, 6)} fill={GLOW} />
    </CardFace>
  );
}

/** A Ready Set Go card that is not the one: a quiet face with a closed eye. */
export function BlankCardFace({ label = 'Not this one', className }: ArtProps) {
  return (
    <CardFace label={label} muted className={cx('psi-blank-card', className)}>
      <g fill="none" stroke={VIOLET_SOFT} strokeOpacity="0.85" strokeWidth="4" strokeLinecap="round">
        <path d="M36 76Q70 100 104 76" />
        <path d="M48 86l-5 9M61 90l-2 10M79 90l2 10M92 86l5 9" strokeWidth="2.5" />
      </g>
      <circle
        cx="70"
        cy="80"
        r="50"
        fill="none"
        stroke={VIOLET_SOFT}
        strokeOpacity="0.25"
        strokeWidth="1.5"
        strokeDasharray="2 6"
      />
    </CardFace>
  );
}
