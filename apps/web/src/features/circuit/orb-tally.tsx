// Interim: a plain gold disc until components/art ships the GoldenOrb piece (then it is drawn here).
/** Orbs won so far; the unwon ones as faint outlines (spec §1: 7 in total). */
export function OrbTally({ won, total }: { won: number; total: number }) {
  return (
    <span className="orb-tally" role="img" aria-label={`${won} of ${total} Golden Orbs won`}>
      {Array.from({ length: total }, (_, i) =>
        i < won ? <span key={i} className="orb-tally__orb orb-tally__orb--plain" aria-hidden="true" /> : <span key={i} className="orb-tally__slot" aria-hidden="true" />,
      )}
    </span>
  );
}
