import './art.css';
import { ArtSvg, cx, sparkle, useArtIds, type ArtProps } from './svg-kit';
import { GLOW, GOLD, GOLD_LIGHT, INDIGO, NIGHT_DEEP, VIOLET, VIOLET_SOFT } from './palette';

export interface EyeLogoProps extends ArtProps {
  /** 'blink' closes the lids now and then (the splash), 'spin' turns the circuit ring (the star screen). */
  animation?: 'none' | 'blink' | 'spin';
}

/** Psi Circuit's mark: an eye with Ψ in its iris, inside a ring of sixteen nodes (the exercises). */
export function EyeLogo({ animation = 'none', label = 'Psi Circuit', className }: EyeLogoProps) {
  const ids = useArtIds('white', 'iris', 'halo');
  return (
    <ArtSvg
      viewBox="0 0 120 120"
      label={label}
      className={cx('psi-eye', animation !== 'none' && `psi-eye--${animation}`, className)}
    >
      <defs>
        <radialGradient id={ids.white.id}>
          <stop offset="0" stopColor={GLOW} />
          <stop offset="1" stopColor="#e4d6ff" />
        </radialGradient>
        <radialGradient id={ids.iris.id} cx="50%" cy="50%">
          <stop offset="0" stopColor={NIGHT_DEEP} />
          <stop offset="0.55" stopColor={INDIGO} />
          <stop offset="1" stopColor={VIOLET} />
        </radialGradient>
        <radialGradient id={ids.halo.id}>
          <stop offset="0.3" stopColor={VIOLET} stopOpacity="0.6" />
          <stop offset="1" stopColor={VIOLET} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="58" fill={ids.halo.url} />
      <g className="psi-eye__ring">
        <circle cx="60" cy="60" r="52" fill="none" stroke={GOLD} strokeWidth="2.5" />
        <circle
          cx="60"
          cy="60"
          r="45"
          fill="none"
          stroke={GOLD}
          strokeOpacity="0.45"
          strokeWidth="1"
          strokeDasharray="2 4"
        />
        {Array.from({ length: 16 }, (_, i) => (
          <g key={i} transform={`rotate(${i * 22.5} 60 60)`}>
            <line x1="60" y1="8" x2="60" y2="15" stroke={GOLD} strokeWidth="1.5" />
            <circle cx="60" cy="8" r={i % 4 ? 2.4 : 3.6} fill={i % 4 ? GOLD : GOLD_LIGHT} />
          </g>
        ))}
      </g>
      <g className="psi-eye__ball">
        <path
          d="M20 60Q60 24 100 60Q60 96 20 60Z"
          fill={ids.white.url}
          stroke={GOLD_LIGHT}
          strokeWidth="3.5"
          strokeLinejoin="round"
        />
        <circle cx="60" cy="60" r="19" fill={ids.iris.url} stroke={VIOLET_SOFT} strokeWidth="1.5" />
        <path
          d="M51 51Q51 64 60 64Q69 64 69 51M60 47V71M55.5 71H64.5"
          fill="none"
          stroke={GOLD_LIGHT}
          strokeWidth="2.8"
          strokeLinecap="round"
        />
        <circle cx="73" cy="54" r="1.8" fill="#fff" fillOpacity="0.85" />
      </g>
      <path d={sparkle(60, 27, 4)} fill={GOLD_LIGHT} />
      <path d={sparkle(60, 93, 4)} fill={GOLD_LIGHT} />
    </ArtSvg>
  );
}
