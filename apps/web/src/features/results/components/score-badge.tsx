/** The good-outcome verdict as a badge; the sentence beside it does the explaining. */
export function OutcomeBadge({ good }: { good: boolean }) {
  return (
    <span className={`outcome-badge outcome-badge--${good ? 'good' : 'above'}`}>
      {good ? 'Good outcome' : 'Above par'}
    </span>
  );
}

/** A labelled figure: "Main score 38". */
export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="results-figure">
      <dt>{label}</dt>
      <dd>
        <span className="results-figure__value">{value}</span>
        {note && <span className="results-figure__note">{note}</span>}
      </dd>
    </div>
  );
}
