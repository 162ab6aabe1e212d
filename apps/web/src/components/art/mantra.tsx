import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_DEEP, GOLD_LIGHT, INDIGO_LIGHT, NIGHT, NIGHT_DEEP, VIOLET, VIOLET_SOFT } from './palette';

export type MantraTileState = 'idle' | 'selected' | 'correct' | 'dropped';

export interface MantraWordTileProps extends ArtProps {
  /** The word, e.g. Need, Want, Love, Compassion, Wisdom, Peace, Joy, Truth, Light. */
  word: string;
  state?: MantraTileState;
}

const SERIF = "Georgia, 'DejaVu Serif', serif";

/**
 * An engraved tile for one mantra word (5:2 box). States: idle, selected (lit violet), correct (gold),
 * dropped (a wrong pick that falls out of the column: faded, dashed).
 */
export function MantraWordTile({ word, state = 'idle', label, className }: MantraWordTileProps) {
  const ids = useArtIds('bg');
  const text = word.toUpperCase();
  // Long words (COMPASSION) are squeezed to fit between the ornaments rather than overflow.
  const fontSize = text.length > 7 ? 18 : 22;
  const fit =
    text.length * (fontSize * 0.85 + 2) > 124 ? { textLength: 124, lengthAdjust: 'spacingAndGlyphs' as const } : {};
  const gold = state === 'correct';
  const lit = state === 'selected';
  const stops = gold
    ? [GLOW, GOLD, GOLD_DEEP]
    : lit
      ? [VIOLET_SOFT, VIOLET, INDIGO_LIGHT]
      : [INDIGO_LIGHT, NIGHT, NIGHT_DEEP];
  const ink = gold ? NIGHT_DEEP : GOLD_LIGHT;
  return (
    <ArtSvg
      viewBox="0 0 200 80"
      label={label ?? (state === 'idle' ? word : `${word}, ${state}`)}
      className={cx('psi-mantra-tile', `is-${state}`, className)}
      opacity={state === 'dropped' ? 0.38 : 1}
    >
      <defs>
        <linearGradient id={ids.bg.id} x1="0" y1="0" x2="0" y2="1">
          {stops.map((c, i) => (
            <stop key={i} offset={i / 2} stopColor={c} />
          ))}
        </linearGradient>
      </defs>
      {lit && (
        <rect
          x="2"
          y="2"
          width="196"
          height="76"
          rx="18"
          fill="none"
          stroke={VIOLET_SOFT}
          strokeOpacity="0.6"
          strokeWidth="4"
        />
      )}
      <rect
        x="5"
        y="5"
        width="190"
        height="70"
        rx="15"
        fill={ids.bg.url}
        stroke={gold || lit ? GOLD_LIGHT : GOLD}
        strokeWidth="2.5"
        strokeDasharray={state === 'dropped' ? '6 5' : undefined}
      />
      <rect
        x="11"
        y="11"
        width="178"
        height="58"
        rx="10"
        fill="none"
        stroke={gold ? NIGHT_DEEP : GOLD}
        strokeOpacity="0.35"
        strokeWidth="1"
      />
      <path d={sparkle(24, 40, 6)} fill={ink} fillOpacity="0.85" />
      <path d={sparkle(176, 40, 6)} fill={ink} fillOpacity="0.85" />
      <text
        x="100"
        y={fontSize > 20 ? 48.5 : 47}
        textAnchor="middle"
        fontFamily={SERIF}
        fontSize={fontSize}
        letterSpacing="2"
        fontWeight="700"
        fill={ink}
        {...fit}
      >
        {text}
      </text>
      {state === 'dropped' && <line x1="40" y1="41" x2="160" y2="41" stroke={GOLD_LIGHT} strokeWidth="1.5" />}
    </ArtSvg>
  );
}
