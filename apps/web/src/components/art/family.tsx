import type { ReactNode } from 'react';
import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GOLD, GOLD_LIGHT, NIGHT_DEEP } from './palette';

export const FAMILY_MEMBERS = ['mother', 'father', 'daughter', 'son'] as const;
export type FamilyMemberName = (typeof FAMILY_MEMBERS)[number];

const INK = '#3a1f2a';
const FRAME = 'M8 116V48A42 42 0 0 1 92 48V116Z';

/** Eyes, brows, cheeks and a smile around a head centred at (x, y). */
function Face({ x, y, skin, brows = false }: { x: number; y: number; skin: string; brows?: boolean }) {
  return (
    <g>
      <circle cx={x} cy={y} r="16" fill={skin} />
      <ellipse cx={x - 6} cy={y + 1} rx="1.9" ry="2.3" fill={INK} />
      <ellipse cx={x + 6} cy={y + 1} rx="1.9" ry="2.3" fill={INK} />
      <circle cx={x - 5.3} cy={y + 0.2} r="0.6" fill="#fff" />
      <circle cx={x + 6.7} cy={y + 0.2} r="0.6" fill="#fff" />
      {brows && (
        <path
          d={`M${x - 9} ${y - 4}q3 -2 6 0M${x + 3} ${y - 4}q3 -2 6 0`}
          fill="none"
          stroke={INK}
          strokeWidth="1.3"
          strokeLinecap="round"
        />
      )}
      <circle cx={x - 9.5} cy={y + 6} r="2.8" fill="#ff7a8a" fillOpacity="0.4" />
      <circle cx={x + 9.5} cy={y + 6} r="2.8" fill="#ff7a8a" fillOpacity="0.4" />
      <path d={`M${x - 5} ${y + 7}q5 5 10 0`} fill="none" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
    </g>
  );
}

interface Look {
  tint: string;
  figure: ReactNode;
}

const LOOKS: Record<FamilyMemberName, Look> = {
  mother: {
    tint: '#c4558f',
    figure: (
      <g>
        <path d="M31 56Q28 30 50 30Q72 30 69 56Q73 80 66 90H34Q27 80 31 56Z" fill="#7c3524" />
        <path d="M16 120Q18 88 50 86Q82 88 84 120Z" fill="#c94f7c" />
        <path d="M40 87Q50 97 60 87" fill="none" stroke={GOLD} strokeWidth="1.8" />
        <circle cx="50" cy="95" r="2.2" fill={GOLD_LIGHT} />
        <rect x="45" y="68" width="10" height="12" fill="#e9b896" />
        <Face x={50} y={58} skin="#f1c7a5" brows />
        <path d="M33 54Q34 36 50 36Q66 36 67 54Q62 44 52 43Q44 44 33 54Z" fill="#8a3f2a" />
        <circle cx="34" cy="62" r="1.8" fill={GOLD} />
        <circle cx="66" cy="62" r="1.8" fill={GOLD} />
      </g>
    ),
  },
  father: {
    tint: '#2f7f9c',
    figure: (
      <g>
        <path d="M14 120Q16 86 50 84Q84 86 86 120Z" fill="#2f7f95" />
        <path d="M40 85L50 100L60 85Z" fill="#e8dcc4" />
        <path d="M44 86L50 96L56 86" fill="none" stroke="#1f4f5e" strokeWidth="1.4" />
        <rect x="44" y="66" width="12" height="14" fill="#cf9771" />
        <Face x={50} y={56} skin="#d9a47f" brows />
        <path d="M34 54Q35 78 50 78Q65 78 66 54Q64 71 50 71Q36 71 34 54Z" fill="#4a2f22" />
        <path d="M42.5 61.5q7.5 -4 15 0q-7.5 2.2 -15 0Z" fill="#4a2f22" />
        <path d="M33 54Q32 36 50 36Q68 36 67 54Q64 44 55 43Q44 42 36 47Z" fill="#4a2f22" />
      </g>
    ),
  },
  daughter: {
    tint: '#d9793f',
    figure: (
      <g>
        <circle cx="29" cy="64" r="8" fill="#b7702e" />
        <circle cx="71" cy="64" r="8" fill="#b7702e" />
        <path d="M24 120Q26 94 50 92Q74 94 76 120Z" fill="#f08a5d" />
        <path d="M36 104h28" stroke={GOLD_LIGHT} strokeWidth="2" strokeDasharray="1 4" strokeLinecap="round" />
        <rect x="45" y="76" width="10" height="10" fill="#ecbf9c" />
        <Face x={50} y={65} skin="#f4cfae" />
        <path d="M34 62Q34 46 50 46Q66 46 66 62Q60 54 50 55Q40 54 34 62Z" fill="#b7702e" />
        <path d={sparkle(70, 52, 5)} fill="#ff9ed2" />
        <path d={sparkle(30, 52, 5)} fill="#ff9ed2" />
      </g>
    ),
  },
  son: {
    tint: '#3f9a5c',
    figure: (
      <g>
        <path d="M24 120Q26 94 50 92Q74 94 76 120Z" fill="#4caf6a" />
        <path d={sparkle(50, 106, 5)} fill={GOLD_LIGHT} />
        <rect x="45" y="76" width="10" height="10" fill="#d6a17a" />
        <Face x={50} y={65} skin="#e0b08a" />
        <path
          d="M34 64Q32 50 40 47L42 41L47 45L52 39L56 45L62 43L63 49Q68 54 66 64Q61 55 50 55Q40 55 34 64Z"
          fill="#5a3a22"
        />
      </g>
    ),
  },
};

export interface FamilyMemberProps extends ArtProps {
  member: FamilyMemberName;
}

/** A friendly portrait in an arched gold frame. */
export function FamilyMember({ member, label, className }: FamilyMemberProps) {
  const ids = useArtIds('bg', 'clip');
  const look = LOOKS[member];
  return (
    <ArtSvg
      viewBox="0 0 100 120"
      label={label ?? member.charAt(0).toUpperCase() + member.slice(1)}
      className={cx('psi-family', className)}
    >
      <defs>
        <radialGradient id={ids.bg.id} cx="50%" cy="40%" r="65%">
          <stop offset="0" stopColor={look.tint} stopOpacity="0.95" />
          <stop offset="1" stopColor={NIGHT_DEEP} />
        </radialGradient>
        <clipPath id={ids.clip.id}>
          <path d={FRAME} />
        </clipPath>
      </defs>
      <path d={FRAME} fill={ids.bg.url} />
      <g clipPath={ids.clip.url}>{look.figure}</g>
      <path d={FRAME} fill="none" stroke={GOLD} strokeWidth="3" strokeLinejoin="round" />
      <path d="M13 112V48A37 37 0 0 1 87 48V112" fill="none" stroke={GOLD} strokeOpacity="0.35" strokeWidth="1" />
      <path d={sparkle(50, 6, 5)} fill={GOLD_LIGHT} />
    </ArtSvg>
  );
}
