import { GLOW, GOLD, GOLD_LIGHT, NIGHT_DEEP, VIOLET, VIOLET_SOFT } from './palette';
import { cx } from './svg-kit';

export type KarmaCellState = 'visible' | 'discarded' | 'picked' | 'target';

export interface KarmaCellProps {
  value: number;
  state: KarmaCellState;
  className?: string;
}

// Drawn 100 times on one screen: no gradients, no ids, no filters; four flat looks.
const LOOK: Record<KarmaCellState, { fill: string; stroke: string; ink: string; opacity: number; dash?: string }> = {
  visible: { fill: '#2a1d6e', stroke: GOLD, ink: GOLD_LIGHT, opacity: 1 },
  discarded: { fill: 'none', stroke: VIOLET_SOFT, ink: VIOLET_SOFT, opacity: 0.3, dash: '3 3' },
  picked: { fill: VIOLET, stroke: GOLD_LIGHT, ink: '#fff', opacity: 1 },
  target: { fill: GOLD, stroke: GLOW, ink: NIGHT_DEEP, opacity: 1 },
};

const NAMES: Record<KarmaCellState, string> = {
  visible: '',
  discarded: ', discarded',
  picked: ', picked',
  target: ', the hidden number',
};

/** One number of Karma's 1..100 grid, in a 40x40 box. */
export function KarmaCell({ value, state, className }: KarmaCellProps) {
  const look = LOOK[state];
  const label = `${value}${NAMES[state]}`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 40 40"
      role="img"
      aria-label={label}
      className={cx('psi-art psi-karma', `is-${state}`, className)}
      opacity={look.opacity}
    >
      <title>{label}</title>
      <rect
        x="2"
        y="2"
        width="36"
        height="36"
        rx="8"
        fill={look.fill}
        stroke={look.stroke}
        strokeOpacity={state === 'visible' ? 0.55 : 1}
        strokeWidth={state === 'target' ? 2.5 : 1.5}
        strokeDasharray={look.dash}
      />
      <text
        x="20"
        y="26.5"
        textAnchor="middle"
        fontFamily="system-ui, 'DejaVu Sans', sans-serif"
        fontSize={value >= 100 ? 14 : 17}
        fontWeight="700"
        fill={look.ink}
      >
        {value}
      </text>
    </svg>
  );
}
