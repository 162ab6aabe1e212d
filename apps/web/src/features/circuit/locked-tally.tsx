// The running count of locked doors or gates hit on Doors and Gateway (issue 34: Doors gets Gateway's
// counter). It moves with each locked hit, once the board has shown the padlock.
export function LockedTally({
  noun,
  hits,
  outcome = false,
}: {
  noun: 'door' | 'gate';
  hits: number;
  outcome?: boolean;
}) {
  return (
    // `outcome`: the board's latest outcome, kept clear of the dock (outcome-in-view.ts).
    <p className="locked-tally" data-testid="locked-tally" data-outcome={outcome || undefined}>
      Locked {noun}s hit: <strong>{hits}</strong>
      <span className="locked-tally__hint"> · each adds a point; none at all wins the Golden Orb</span>
    </p>
  );
}

/**
 * Locked hits to show: during the reveal of a locked hit the padlock appears first, so the count
 * is the one from before it until the reveal is over.
 */
export function shownLockedHits(
  hits: number,
  revealing: boolean,
  reveal: { state: string } | null | undefined,
): number {
  return revealing && reveal?.state === 'locked' ? Math.max(0, hits - 1) : hits;
}
