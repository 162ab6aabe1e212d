import type { ReactNode } from 'react';
import { Medallion } from './medallion';
import { ArtSvg, cx, humanise, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD_LIGHT, VIOLET_SOFT } from './palette';

export const ELEMENTS = ['earth', 'water', 'fire', 'air', 'ether'] as const;
export type ElementName = (typeof ELEMENTS)[number];

const TINTS: Record<ElementName, string> = {
  earth: '#5f9a3c',
  water: '#2f7fd6',
  fire: '#e0622d',
  air: '#5fb3c9',
  ether: '#9b6cff',
};

function art(element: ElementName, g: (name: string) => string): ReactNode {
  switch (element) {
    case 'earth':
      return (
        <g>
          <path d="M22 74L46 32L70 74Z" fill={g('a')} />
          <path d="M46 32L40.2 42.2L43.5 40.5L46.5 44L49.5 40.5L51.8 42.2Z" fill="#fff" />
          <path d="M50 74L66 46L82 74Z" fill="#6a4e3a" />
          <path d="M66 46L62.6 52L64.6 50.6L66.5 53L68.5 50.6L69.4 52Z" fill="#fff" />
          <path d="M14 76Q34 60 54 72Q70 62 86 76Q80 86 50 86Q20 86 14 76Z" fill={g('b')} />
          <circle cx="30" cy="74" r="4" fill="#8fd16a" />
          <circle cx="36" cy="72" r="3" fill="#8fd16a" />
        </g>
      );
    case 'water':
      return (
        <g>
          <path
            d="M50 16C50 16 28 42 28 58A22 22 0 0 0 72 58C72 42 50 16 50 16Z"
            fill={g('a')}
            stroke="#cfeeff"
            strokeWidth="1.5"
          />
          <path
            d="M38 58Q38 48 45 40"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.75"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
          <path
            d="M38 66Q44 62 50 66T62 66"
            fill="none"
            stroke="#dff4ff"
            strokeOpacity="0.8"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </g>
      );
    case 'fire':
      return (
        <g>
          <path
            d="M50 14C57 29 73 38 72 58C71 73 62 82 50 82C38 82 28 73 28 58C28 46 37 39 40 28C44 37 45 40 47 42C48 33 48 25 50 14Z"
            fill={g('a')}
          />
          <path
            d="M50 40C55 50 62 55 61 65A11 11 0 0 1 39 65C39 58 44 54 46 48C48 52 49 53 50 55C51 50 51 46 50 40Z"
            fill="#fff1b8"
          />
        </g>
      );
    case 'air':
      return (
        <g fill="none" stroke="#e3f7ff" strokeWidth="5.5" strokeLinecap="round">
          <path d="M20 40H58A9 9 0 1 0 49 31" />
          <path d="M20 55H66A10 10 0 1 1 56 65" />
          <path d="M30 72H46A6 6 0 1 0 40 66" strokeOpacity="0.8" />
        </g>
      );
    case 'ether':
      return (
        <g>
          <g fill="none" stroke={VIOLET_SOFT} strokeWidth="2.5">
            <ellipse cx="50" cy="50" rx="31" ry="11" transform="rotate(-28 50 50)" />
            <ellipse cx="50" cy="50" rx="31" ry="11" transform="rotate(28 50 50)" />
          </g>
          <circle cx="50" cy="50" r="13" fill={g('a')} />
          <path d={sparkle(50, 50, 9)} fill="#fff" />
          <path d={sparkle(26, 28, 4)} fill={GOLD_LIGHT} />
          <path d={sparkle(75, 74, 4)} fill={GOLD_LIGHT} />
          <circle cx="74" cy="27" r="1.6" fill={GLOW} />
          <circle cx="27" cy="72" r="1.6" fill={GLOW} />
        </g>
      );
  }
}

export interface ElementProps extends ArtProps {
  element: ElementName;
}

/** One of the five elements in a gold medallion. */
export function Element({ element, label, className }: ElementProps) {
  const ids = useArtIds('a', 'b');
  const grads: Record<ElementName, [string[], string[]]> = {
    earth: [
      ['#b58a5c', '#6a4a30'],
      ['#7ccf5a', '#2f7d34'],
    ],
    water: [
      ['#bfe8ff', '#3f96e8', '#1a4fa8'],
      ['#fff', '#fff'],
    ],
    fire: [
      ['#fff3b0', '#ffb238', '#e0482a'],
      ['#fff', '#fff'],
    ],
    air: [
      ['#fff', '#fff'],
      ['#fff', '#fff'],
    ],
    ether: [
      ['#fff', VIOLET_SOFT, '#7a4fe0'],
      ['#fff', '#fff'],
    ],
  };
  const [a, b] = grads[element];
  const stops = (cols: string[]) => cols.map((c, i) => <stop key={i} offset={i / (cols.length - 1)} stopColor={c} />);
  return (
    <ArtSvg viewBox="0 0 100 100" label={label ?? humanise(element)} className={cx('psi-element', className)}>
      <defs>
        {element === 'fire' ? (
          <radialGradient id={ids.a.id} cx="50%" cy="78%" r="80%">
            {stops(a)}
          </radialGradient>
        ) : element === 'ether' ? (
          <radialGradient id={ids.a.id}>{stops(a)}</radialGradient>
        ) : (
          <linearGradient id={ids.a.id} x1="0" y1="0" x2="0.4" y2="1">
            {stops(a)}
          </linearGradient>
        )}
        <linearGradient id={ids.b.id} x1="0" y1="0" x2="0" y2="1">
          {stops(b)}
        </linearGradient>
      </defs>
      <Medallion tint={TINTS[element]}>{art(element, (n) => (n === 'a' ? ids.a.url : ids.b.url))}</Medallion>
    </ArtSvg>
  );
}
