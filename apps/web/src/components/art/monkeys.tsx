import type { ReactNode } from 'react';
import { Medallion } from './medallion';
import { ArtSvg, cx, humanise, useArtIds, type ArtProps } from './svg-kit';

export const MONKEYS = ['see-no-evil', 'hear-no-evil', 'speak-no-evil'] as const;
export type MonkeyName = (typeof MONKEYS)[number];

const FUR = '#8a5a36';
const FUR_DARK = '#5e3a20';
const FACE = '#f3d1ab';
const PAW = '#e7b98c';
const INK = '#2b1708';

/** A paw centred at (x, y), rx by ry, with three finger creases. */
function Paw({ x, y, rx, ry, tilt = 0 }: { x: number; y: number; rx: number; ry: number; tilt?: number }) {
  return (
    <g transform={`rotate(${tilt} ${x} ${y})`}>
      <ellipse cx={x} cy={y} rx={rx} ry={ry} fill={PAW} stroke={FUR_DARK} strokeWidth="1.6" />
      <path
        d={`M${x - rx * 0.35} ${y - ry * 0.75}v${ry * 0.5}M${x} ${y - ry * 0.85}v${ry * 0.55}M${x + rx * 0.35} ${y - ry * 0.75}v${ry * 0.5}`}
        stroke={FUR_DARK}
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </g>
  );
}

const ARM = { fill: 'none', stroke: FUR, strokeWidth: 11, strokeLinecap: 'round' as const };

const POSES: Record<MonkeyName, { tint: string; pose: ReactNode; covers: 'eyes' | 'ears' | 'mouth' }> = {
  'see-no-evil': {
    tint: '#6f58c9',
    covers: 'eyes',
    pose: (
      <g>
        <path d="M26 98Q22 70 36 52" {...ARM} />
        <path d="M74 98Q78 70 64 52" {...ARM} />
        <Paw x={39} y={48} rx={12} ry={9} tilt={-12} />
        <Paw x={61} y={48} rx={12} ry={9} tilt={12} />
      </g>
    ),
  },
  'hear-no-evil': {
    tint: '#c9784a',
    covers: 'ears',
    pose: (
      <g>
        <path d="M28 98Q16 80 19 56" {...ARM} />
        <path d="M72 98Q84 80 81 56" {...ARM} />
        <Paw x={18} y={46} rx={9} ry={13} tilt={-8} />
        <Paw x={82} y={46} rx={9} ry={13} tilt={8} />
      </g>
    ),
  },
  'speak-no-evil': {
    tint: '#3f9a7c',
    covers: 'mouth',
    pose: (
      <g>
        <path d="M24 98Q26 76 42 68" {...ARM} />
        <path d="M76 98Q74 76 58 68" {...ARM} />
        <Paw x={44} y={66} rx={11} ry={8} tilt={-10} />
        <Paw x={56} y={67} rx={11} ry={8} tilt={10} />
      </g>
    ),
  },
};

export interface MonkeyProps extends ArtProps {
  monkey: MonkeyName;
}

/** One of the three wise monkeys, covering its eyes, ears or mouth. */
export function Monkey({ monkey, label, className }: MonkeyProps) {
  const ids = useArtIds('clip', 'fur');
  const { tint, pose, covers } = POSES[monkey];
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? humanise(monkey)} className={cx('psi-monkey', className)}>
      <defs>
        <clipPath id={ids.clip.id}>
          <circle cx="50" cy="50" r="44" />
        </clipPath>
        <radialGradient id={ids.fur.id} cx="45%" cy="35%" r="70%">
          <stop offset="0" stopColor="#a8744a" />
          <stop offset="1" stopColor={FUR_DARK} />
        </radialGradient>
      </defs>
      <Medallion tint={tint}>
        <g clipPath={ids.clip.url}>
          <path d="M20 104Q22 80 50 78Q78 80 80 104Z" fill={ids.fur.url} />
          <circle cx="21" cy="47" r="10" fill={FUR} />
          <circle cx="79" cy="47" r="10" fill={FUR} />
          <circle cx="21" cy="47" r="5.5" fill={FACE} />
          <circle cx="79" cy="47" r="5.5" fill={FACE} />
          <circle cx="50" cy="47" r="27" fill={ids.fur.url} />
          <path d="M46 21Q44 14 50 13Q48 18 52 21Z" fill={FUR_DARK} />
          <path d="M50 39C43 28 27 32 28 46C29 58 37 72 50 72C63 72 71 58 72 46C73 32 57 28 50 39Z" fill={FACE} />
          {covers !== 'eyes' && (
            <g>
              <ellipse cx="41" cy="47" rx="3.4" ry="4" fill={INK} />
              <ellipse cx="59" cy="47" rx="3.4" ry="4" fill={INK} />
              <circle cx="42.2" cy="45.6" r="1.2" fill="#fff" />
              <circle cx="60.2" cy="45.6" r="1.2" fill="#fff" />
            </g>
          )}
          <ellipse cx="47" cy="56" rx="1.6" ry="1.2" fill={INK} />
          <ellipse cx="53" cy="56" rx="1.6" ry="1.2" fill={INK} />
          {covers !== 'mouth' && (
            <path d="M43 63Q50 68 57 63" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
          )}
          <circle cx="36" cy="58" r="3" fill="#ff8a7a" fillOpacity="0.35" />
          <circle cx="64" cy="58" r="3" fill="#ff8a7a" fillOpacity="0.35" />
          {pose}
        </g>
      </Medallion>
    </ArtSvg>
  );
}
