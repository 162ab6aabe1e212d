import './art.css';
import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_DEEP, GOLD_LIGHT, NIGHT, NIGHT_DEEP } from './palette';

export type DoorColour = 'blue' | 'green' | 'red' | 'purple';
export type PortalState = 'closed' | 'open' | 'locked';

const DOOR_COLOURS: Record<DoorColour, [light: string, mid: string, dark: string]> = {
  blue: ['#8bb6ff', '#3c6fd8', '#1b3582'],
  green: ['#86e6ae', '#2f9e6a', '#124a33'],
  red: ['#ff998b', '#cc3d3d', '#6a1520'],
  purple: ['#cfa9ff', '#8a4fd1', '#42207a'],
};

/** A gold padlock centred at (x, y), scaled by s: the mark of the locked door or gate. */
export function Padlock({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} className="psi-padlock">
      <path d="M-8 0V-7A8 8 0 0 1 8 -7V0" fill="none" stroke="#d9d2f0" strokeWidth="4" strokeLinecap="round" />
      <path d="M-8 0V-7A8 8 0 0 1 8 -7V0" fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="1.2" />
      <rect x="-12" y="-2" width="24" height="20" rx="4" fill={GOLD} stroke={GOLD_DEEP} strokeWidth="1.5" />
      <rect x="-10" y="0" width="20" height="5" rx="2" fill={GOLD_LIGHT} fillOpacity="0.6" />
      <circle cx="0" cy="7" r="2.8" fill={NIGHT_DEEP} />
      <path d="M-1.4 8.5h2.8l1 5h-4.8z" fill={NIGHT_DEEP} />
    </g>
  );
}

const DOORWAY = 'M18 144V56A32 32 0 0 1 82 56V144Z';

export interface DoorProps extends ArtProps {
  colour: DoorColour;
  state?: PortalState;
}

/**
 * An arched door. The leaf swings open through CSS (class `is-open`, transition in art.css),
 * so changing `state` from closed to open animates; reduced motion makes it a cut.
 */
export function Door({ colour, state = 'closed', label, className }: DoorProps) {
  const ids = useArtIds('leaf', 'light', 'stone');
  const [light, mid, dark] = DOOR_COLOURS[colour];
  return (
    <ArtSvg
      viewBox="0 0 100 150"
      label={label ?? `${colour} door, ${state}`}
      className={cx('psi-door', `is-${state}`, className)}
    >
      <defs>
        <linearGradient id={ids.leaf.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.45" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <radialGradient id={ids.light.id} cx="50%" cy="70%" r="75%">
          <stop offset="0" stopColor="#fff" />
          <stop offset="0.4" stopColor={GLOW} />
          <stop offset="1" stopColor={GOLD} />
        </radialGradient>
        <linearGradient id={ids.stone.id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a3a95" />
          <stop offset="1" stopColor="#231a5a" />
        </linearGradient>
      </defs>
      <path
        d="M8 146V54A42 42 0 0 1 92 54V146Z"
        fill={ids.stone.url}
        stroke={GOLD}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M13 144V55A37 37 0 0 1 87 55V144" fill="none" stroke={GOLD} strokeOpacity="0.4" strokeWidth="1" />
      <path d={sparkle(50, 11, 5)} fill={GOLD_LIGHT} />
      <path d={DOORWAY} fill={ids.light.url} />
      <g className="psi-door__leaf">
        <path d={DOORWAY} fill={ids.leaf.url} stroke={dark} strokeWidth="1.5" />
        <g fill="none" stroke={dark} strokeOpacity="0.55" strokeWidth="1.4">
          <path d="M26 64A24 24 0 0 1 74 64V88H26Z" />
          <rect x="26" y="96" width="20" height="40" rx="2" />
          <rect x="54" y="96" width="20" height="40" rx="2" />
        </g>
        <g fill="none" stroke={light} strokeOpacity="0.4" strokeWidth="1">
          <path d="M27.5 87V64A22.5 22.5 0 0 1 50 41.5" />
          <path d="M27.5 135V97H45M55.5 135V97H73" />
        </g>
        <path d={sparkle(50, 66, 9)} fill={GOLD_LIGHT} fillOpacity="0.95" />
        <circle cx="71" cy="92" r="3.6" fill={GOLD} stroke={GOLD_DEEP} strokeWidth="1" />
        <circle cx="70" cy="91" r="1.2" fill="#fff" fillOpacity="0.7" />
        <path d={DOORWAY} className="psi-door__shade" fill={NIGHT_DEEP} />
      </g>
      <rect x="4" y="142" width="92" height="7" rx="2.5" fill="#3a2c80" stroke={GOLD} strokeWidth="1.5" />
      {state === 'locked' && (
        <g>
          <path d={DOORWAY} fill={NIGHT} fillOpacity="0.3" />
          <Padlock x={50} y={104} s={1.15} />
        </g>
      )}
    </ArtSvg>
  );
}

/** One voussoir (arch stone) between angles a0..a1 (degrees, 180 = left) around (60, 64). */
function voussoir(a0: number, a1: number, r0: number, r1: number): string {
  const p = (a: number, r: number) => {
    const t = (a * Math.PI) / 180;
    return `${(60 + r * Math.cos(t)).toFixed(2)} ${(64 - r * Math.sin(t)).toFixed(2)}`;
  };
  return `M${p(a0, r0)}L${p(a0, r1)}A${r1} ${r1} 0 0 0 ${p(a1, r1)}L${p(a1, r0)}A${r0} ${r0} 0 0 1 ${p(a0, r0)}Z`;
}

const GATEWAY = 'M22 146V64A38 38 0 0 1 98 64V146Z';
const STONES = Array.from({ length: 9 }, (_, i) => 180 - i * 20);
const BARS = [28, 35, 42, 49, 56];

export interface GateProps extends ArtProps {
  state?: PortalState;
}

/** The Gateway's stone arch with a pair of gilded gates; the leaves swing apart via `is-open`. */
export function Gate({ state = 'closed', label, className }: GateProps) {
  const ids = useArtIds('beyond', 'stone', 'path', 'glow');
  // The right leaf is the left one mirrored in x = 60, written out so CSS can own the transform.
  const leaf = (m: (x: number) => number) => (
    <g>
      {BARS.map((x) => (
        <line key={x} x1={m(x)} y1="20" x2={m(x)} y2="144" />
      ))}
      <line x1={m(22)} y1="84" x2={m(60)} y2="84" />
      <line x1={m(22)} y1="128" x2={m(60)} y2="128" />
      <path d={`M${m(28)} 128Q${m(35)} 112 ${m(42)} 128Q${m(49)} 112 ${m(56)} 128`} strokeWidth="1.4" />
    </g>
  );
  return (
    <ArtSvg
      viewBox="0 0 120 150"
      label={label ?? `Gate, ${state}`}
      className={cx('psi-gate', `is-${state}`, className)}
    >
      <defs>
        <linearGradient id={ids.beyond.id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b1150" />
          <stop offset="0.7" stopColor="#5b3fb0" />
          <stop offset="1" stopColor="#f0b860" />
        </linearGradient>
        <linearGradient id={ids.stone.id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8f86b8" />
          <stop offset="1" stopColor="#4b4380" />
        </linearGradient>
        <linearGradient id={ids.path.id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={GLOW} stopOpacity="0.3" />
          <stop offset="1" stopColor={GLOW} />
        </linearGradient>
        <radialGradient id={ids.glow.id} cx="50%" cy="62%" r="55%">
          <stop offset="0" stopColor={GLOW} stopOpacity="0.95" />
          <stop offset="1" stopColor={GOLD} stopOpacity="0" />
        </radialGradient>
        <clipPath id={`${ids.beyond.id}c`}>
          <path d={GATEWAY} />
        </clipPath>
      </defs>
      <path d={GATEWAY} fill={ids.beyond.url} />
      <g clipPath={`url(#${ids.beyond.id}c)`}>
        <path d="M50 146Q56 128 60 112Q62 104 60 100L62 100Q66 110 66 120Q68 134 78 146Z" fill={ids.path.url} />
        <circle cx="40" cy="56" r="1" fill="#fff" />
        <circle cx="76" cy="46" r="1.2" fill="#fff" />
        <circle cx="64" cy="70" r="0.8" fill="#fff" />
        <path d={sparkle(52, 40, 3)} fill={GOLD_LIGHT} />
        <rect className="psi-gate__glow" x="22" y="30" width="76" height="116" fill={ids.glow.url} />
      </g>
      <g fill="none" stroke={GOLD} strokeWidth="2.2" strokeLinecap="round" clipPath={`url(#${ids.beyond.id}c)`}>
        <g className="psi-gate__leaf psi-gate__leaf--left">{leaf((x) => x)}</g>
        <g className="psi-gate__leaf psi-gate__leaf--right">{leaf((x) => 120 - x)}</g>
      </g>
      <g className="psi-gate__medallion" opacity={state === 'locked' ? 0 : 1}>
        <circle cx="60" cy="106" r="7" fill={NIGHT_DEEP} stroke={GOLD} strokeWidth="2" />
        <path d={sparkle(60, 106, 5)} fill={GOLD_LIGHT} />
      </g>
      {[0, 1].map((side) => (
        <g key={side} transform={side ? 'matrix(-1 0 0 1 120 0)' : undefined}>
          <rect x="4" y="60" width="18" height="86" fill={ids.stone.url} stroke="#2a2260" strokeWidth="1.2" />
          {[74, 88, 102, 116, 130].map((y, i) => (
            <g key={y} stroke="#2a2260" strokeWidth="1">
              <line x1="4" y1={y} x2="22" y2={y} />
              <line x1={i % 2 ? 10 : 15} y1={y} x2={i % 2 ? 10 : 15} y2={y + 14} />
            </g>
          ))}
        </g>
      ))}
      {STONES.map((a, i) => (
        <path
          key={a}
          d={voussoir(a, a - 20, 38, 56)}
          fill={i === 4 ? GOLD : ids.stone.url}
          stroke={i === 4 ? GOLD_DEEP : '#2a2260'}
          strokeWidth="1.2"
        />
      ))}
      <path d={sparkle(60, 17, 4)} fill={NIGHT_DEEP} />
      <rect x="1" y="143" width="118" height="6" rx="2" fill="#3a2c80" stroke={GOLD} strokeWidth="1.2" />
      {state === 'locked' && (
        <g>
          {/* A chain of alternating links across the meeting leaves, the padlock hanging from it. */}
          <g fill="none" stroke="#d9d2f0" strokeWidth="1.8">
            {[38, 44, 50, 56, 64, 70, 76, 82].map((x, i) => (
              <ellipse key={x} cx={x} cy="104" rx={i % 2 ? 3.6 : 2.2} ry={i % 2 ? 2 : 3} />
            ))}
          </g>
          <Padlock x={60} y={111} s={0.95} />
        </g>
      )}
    </ArtSvg>
  );
}
