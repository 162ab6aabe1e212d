import './art.css';
import { ArtSvg, GlowFilter, cx, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_LIGHT, INDIGO_LIGHT, IVORY, NIGHT_DEEP, VIOLET } from './palette';

export type YinYangHalf = 'yin' | 'yang';

// Circle of radius 40 at (50,50); the S-curve is two radius-20 arcs shared by both halves.
const YIN = 'M50 10A40 40 0 0 0 50 90A20 20 0 0 1 50 50A20 20 0 0 0 50 10Z';
const YANG = 'M50 10A40 40 0 0 1 50 90A20 20 0 0 1 50 50A20 20 0 0 0 50 10Z';

function useFills() {
  const ids = useArtIds('dark', 'light', 'halo', 'glow');
  const defs = (
    <defs>
      <linearGradient id={ids.dark.id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={INDIGO_LIGHT} />
        <stop offset="1" stopColor={NIGHT_DEEP} />
      </linearGradient>
      <linearGradient id={ids.light.id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={GLOW} />
        <stop offset="1" stopColor="#f3d99a" />
      </linearGradient>
      <radialGradient id={ids.halo.id}>
        <stop offset="0.6" stopColor={VIOLET} stopOpacity="0.55" />
        <stop offset="1" stopColor={VIOLET} stopOpacity="0" />
      </radialGradient>
      <GlowFilter id={ids.glow.id} blur={3} />
    </defs>
  );
  return { ids, defs };
}

export interface YinYangProps extends ArtProps {
  /** Adds `is-spinning`: a slow turn in art.css (still under reduced motion). */
  spinning?: boolean;
}

/** The whole symbol: night and gold-white light, ringed in gold. */
export function YinYang({ label = 'Yin and Yang', spinning = false, className }: YinYangProps) {
  const { ids, defs } = useFills();
  return (
    <ArtSvg viewBox="0 0 100 100" label={label} className={cx('psi-yin-yang', spinning && 'is-spinning', className)}>
      {defs}
      <circle cx="50" cy="50" r="49" fill={ids.halo.url} />
      <path d={YIN} fill={ids.dark.url} />
      <path d={YANG} fill={ids.light.url} />
      <circle cx="50" cy="30" r="6" fill={IVORY} />
      <circle cx="50" cy="70" r="6" fill={NIGHT_DEEP} />
      <circle cx="50" cy="50" r="40" fill="none" stroke={GOLD} strokeWidth="3" />
    </ArtSvg>
  );
}

export interface YinYangHalfProps extends ArtProps {
  half: YinYangHalf;
}

/** One half as a choice of its own: Yin (dark, light eye) or Yang (light, dark eye). */
export function YinYangHalfArt({ half, label, className }: YinYangHalfProps) {
  const { ids, defs } = useFills();
  const yin = half === 'yin';
  return (
    <ArtSvg
      viewBox="0 0 100 100"
      label={label ?? (yin ? 'Yin' : 'Yang')}
      className={cx('psi-yin-yang-half', className)}
    >
      {defs}
      <g transform={`translate(${yin ? 10 : -10} 0)`}>
        <path
          d={yin ? YIN : YANG}
          fill="none"
          stroke={GOLD}
          strokeOpacity="0.6"
          strokeWidth="8"
          filter={ids.glow.url}
        />
        <path
          d={yin ? YIN : YANG}
          fill={yin ? ids.dark.url : ids.light.url}
          stroke={GOLD_LIGHT}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="50" cy={yin ? 30 : 70} r="6" fill={yin ? IVORY : NIGHT_DEEP} />
      </g>
    </ArtSvg>
  );
}

export const Yin = (props: ArtProps) => <YinYangHalfArt half="yin" {...props} />;
export const Yang = (props: ArtProps) => <YinYangHalfArt half="yang" {...props} />;
