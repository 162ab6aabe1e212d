// Spec §2/§9 startup: an animated eye for 3 s, then a star background with a rotating logo until 6 s.
// __PSI_TEST__.splashMs shortens the whole of it (the eye keeps the first half); 0 skips it.
// The eye's first frame is also static markup in index.html, written at build by React's server
// renderer from this component (build/splash-markup.ts), painted before any JavaScript; React hydrates
// it. Its CSS (splash.css) is inlined into index.html at build (vite.config.ts) and loaded with the
// app's styles (app-styles.ts).
import { startTransition, useEffect, useState } from 'react';
import { Emblem } from '../../components/brand/emblem';
import { useSkipOnInput } from './splash-skip';

export const SPLASH_EYE_MS = 3000;
export const SPLASH_TOTAL_MS = 6000;

/**
 * The phases' remaining times. The real splash started with the page's first paint, so the time the
 * page already took to start (`elapsedMs`, performance.now()) is taken off; a test hook's times are not.
 */
export function splashTimings(splashMs: number | undefined, elapsedMs = 0): { eye: number; total: number } {
  if (splashMs === undefined) {
    return { eye: Math.max(0, SPLASH_EYE_MS - elapsedMs), total: Math.max(0, SPLASH_TOTAL_MS - elapsedMs) };
  }
  const total = Math.max(0, splashMs);
  return { eye: total / 2, total };
}

export function Splash({
  total,
  eye,
  onDone,
  skippable = false,
}: {
  total: number;
  eye: number;
  onDone: () => void;
  /** From the second start on this device a tap or key ends it (splash-skip.ts). */
  skippable?: boolean;
}) {
  const [phase, setPhase] = useState<'eye' | 'stars'>('eye');
  // The hint appears only after mounting, so the hydrated first frame equals index.html's static one.
  const armed = useSkipOnInput(skippable, onDone);
  useEffect(() => {
    // A transition, so React draws the stars in short slices rather than one long task (its update
    // code runs here for the first time); the change still shows within a frame or two.
    const toStars = window.setTimeout(() => startTransition(() => setPhase('stars')), eye);
    const done = window.setTimeout(onDone, total);
    return () => {
      window.clearTimeout(toStars);
      window.clearTimeout(done);
    };
  }, [eye, total, onDone]);

  return (
    <div className={`splash splash--${phase}`} role="status" aria-label="Psi Circuit is starting" data-testid="splash">
      {phase === 'eye' ? (
        <svg className="splash__eye" viewBox="0 0 200 120" aria-hidden="true" data-testid="splash-eye">
          <defs>
            <radialGradient id="iris" cx="50%" cy="50%" r="50%">
              <stop offset="0%" stopColor="#c9b8ff" />
              <stop offset="60%" stopColor="#7b6cf6" />
              <stop offset="100%" stopColor="#2d2373" />
            </radialGradient>
            <clipPath id="eye-shape">
              <path d="M10 60 Q100 -10 190 60 Q100 130 10 60 Z" />
            </clipPath>
          </defs>
          <path className="splash__eye-outline" d="M10 60 Q100 -10 190 60 Q100 130 10 60 Z" />
          <g clipPath="url(#eye-shape)">
            <g className="splash__iris">
              <circle cx="100" cy="60" r="30" fill="url(#iris)" />
              <circle className="splash__pupil" cx="100" cy="60" r="12" fill="#0b0a24" />
              <circle cx="91" cy="51" r="4" fill="#fff" opacity="0.9" />
            </g>
            <rect className="splash__lid" x="0" y="-130" width="200" height="130" />
          </g>
        </svg>
      ) : (
        <div className="splash__stars" data-testid="splash-stars">
          <Emblem size={140} className="splash__logo" />
        </div>
      )}
      <p className="splash__name">Psi Circuit</p>
      {armed && <p className="splash__skip">Tap or press any key to skip</p>}
    </div>
  );
}
