import './art.css';
import { ArtSvg, cx, useArtIds, type ArtProps } from './svg-kit';
import { GOLD, GOLD_DEEP, GOLD_LIGHT, NIGHT_DEEP } from './palette';

export type DieValue = 1 | 2 | 3 | 4 | 5 | 6;

const L = 29,
  M = 50,
  R = 71;
const PIPS: Record<DieValue, Array<[number, number]>> = {
  1: [[M, M]],
  2: [
    [R, L],
    [L, R],
  ],
  3: [
    [R, L],
    [M, M],
    [L, R],
  ],
  4: [
    [L, L],
    [R, L],
    [L, R],
    [R, R],
  ],
  5: [
    [L, L],
    [R, L],
    [M, M],
    [L, R],
    [R, R],
  ],
  6: [
    [L, L],
    [R, L],
    [L, M],
    [R, M],
    [L, R],
    [R, R],
  ],
};

export interface DieProps extends ArtProps {
  value: DieValue;
  /** Adds the `is-rolling` class: a tumble animation in art.css (still under reduced motion). */
  rolling?: boolean;
}

/** A violet die with gold pips. */
export function Die({ value, rolling = false, label, className }: DieProps) {
  const ids = useArtIds('body', 'pip');
  return (
    <ArtSvg
      viewBox="0 0 100 100"
      label={label ?? (rolling ? 'Die, rolling' : `Die showing ${value}`)}
      className={cx('psi-die', rolling && 'is-rolling', className)}
    >
      <defs>
        <linearGradient id={ids.body.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6a52cc" />
          <stop offset="0.6" stopColor="#3a2791" />
          <stop offset="1" stopColor="#21155e" />
        </linearGradient>
        <radialGradient id={ids.pip.id} cx="40%" cy="35%">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="0.6" stopColor={GOLD} />
          <stop offset="1" stopColor={GOLD_DEEP} />
        </radialGradient>
      </defs>
      <rect x="11" y="14" width="80" height="80" rx="17" fill={NIGHT_DEEP} fillOpacity="0.45" />
      <rect x="9" y="9" width="82" height="82" rx="17" fill={ids.body.url} stroke={GOLD} strokeWidth="2.5" />
      <rect
        x="15"
        y="15"
        width="70"
        height="70"
        rx="12"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.12"
        strokeWidth="2"
      />
      <path
        d="M20 26Q20 16 30 16H60"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.3"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {PIPS[value].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y + 1} r="8" fill={NIGHT_DEEP} fillOpacity="0.5" />
          <circle cx={x} cy={y} r="8" fill={ids.pip.url} />
        </g>
      ))}
    </ArtSvg>
  );
}
