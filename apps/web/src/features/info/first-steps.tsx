import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The call to play the circuit, then the pages a newcomer may want first (the start and welcome pages). */
export function FirstSteps({ play, children }: { play: string; children?: ReactNode }) {
  return (
    <>
      <p className="actions">
        <Link href="/game-ready-set-go" className="btn btn--primary btn--large">
          {play}
        </Link>
      </p>
      <p className="actions">
        <Link href="/instructions" className="btn btn--ghost">
          How each exercise works
        </Link>
        <Link href="/what-is-psi-circuit" className="btn btn--ghost">
          What is Psi Circuit?
        </Link>
        {children}
      </p>
    </>
  );
}
