import { formatNumber } from '../../../components/charts/format';

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

/** The mean Golden Orbs and Game Karma per circuit, shown alike for one player and for the world. */
export function OrbAndKarmaFigures({ meanOrbs, meanKarma }: { meanOrbs: number | null; meanKarma: number | null }) {
  return (
    <>
      {meanOrbs !== null && (
        <Figure label="Golden Orbs per circuit" value={formatNumber(meanOrbs, 2)} note="on average, of 7 to win" />
      )}
      {meanKarma !== null && (
        <Figure label="Game Karma per circuit" value={formatNumber(meanKarma, 1)} note="on average, rated 0 to 99" />
      )}
    </>
  );
}
