import { CHART } from './chart-colors';
import { distributionModel, type Counts } from './distribution-model';
import { formatNumber, formatPercent } from './format';
import { placeMarkers, type ChartMarker, type MarkerTone } from './markers';
import { linearScale, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';
import './charts.css';
import { ChartTable } from './chart-table';
import { ChartFrame, ValueGrid } from './chart-frame';

export interface DistributionChartProps {
  /** What the chart shows, used as its accessible name and table caption. */
  label: string;
  /** Observed main scores: score -> number of circuits. */
  histogram: Counts;
  /** Exact chance distribution: score -> probability. */
  chance: Counts;
  markers?: readonly ChartMarker[];
  /** Name of what the bars count, e.g. "circuits played". */
  observedLabel?: string;
}

const HEIGHT = 240;
// Issue 34 item 11: the top margin holds both label rows of the markers, so a label ("world 45") never
// sits on a tall bar; the second row used to start inside the plot.
const M = { top: 48, right: 12, bottom: 40, left: 40 };
const MARKER_COLOUR: Record<MarkerTone, string> = { par: CHART.par, you: CHART.better, world: CHART.muted };

/** Main scores as bars against the exact chance curve scaled to the same number of circuits. */
export function DistributionChart({
  label,
  histogram,
  chance,
  markers = [],
  observedLabel = 'circuits played',
}: DistributionChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const model = distributionModel(
    histogram,
    chance,
    markers.map((m) => m.value),
  );
  const { rows, total, mode, xMin, xMax, yMax } = model;
  const plotRight = width - M.right;
  const band = (plotRight - M.left) / Math.max(1, xMax - xMin + 1);
  const x = (score: number) => M.left + (score - xMin + 0.5) * band;
  const y = linearScale([0, yMax], [HEIGHT - M.bottom, M.top]);
  const height = (r: (typeof rows)[number]) => (mode === 'count' ? r.expected : r.probability * 100);
  const curve = rows
    .map((r, i) => `${i === 0 ? 'M' : 'L'}${x(r.score).toFixed(1)},${y(height(r)).toFixed(1)}`)
    .join('');
  const area = rows.length ? `${curve}L${x(xMax).toFixed(1)},${y(0)}L${x(xMin).toFixed(1)},${y(0)}Z` : '';
  const xTicks = niceTicks(xMin, xMax, Math.max(3, Math.floor(width / 70))).filter((t) => Number.isInteger(t));
  const yTicks = niceTicks(0, yMax, 4);
  const placed = placeMarkers(markers, x, [M.left, plotRight]);
  const peak = rows.reduce(
    (best, r) => (r.count > (best?.count ?? 0) ? r : best),
    undefined as (typeof rows)[number] | undefined,
  );
  const summary =
    `${label}. ` +
    (total > 0
      ? `${total} ${observedLabel}${peak ? `, most often scoring ${peak.score}` : ''}, drawn against the exact chance curve scaled to ${total}.`
      : `No ${observedLabel} yet; the curve shows the exact chance distribution.`) +
    markers.map((m) => ` ${m.label}.`).join('');

  return (
    <ChartFrame
      boxRef={ref}
      width={width}
      height={HEIGHT}
      summary={summary}
      legend={
        <>
          {mode === 'count' && <span className="psi-chart__key psi-chart__key--observed">{observedLabel}</span>}
          <span className="psi-chart__key psi-chart__key--chance">
            {mode === 'count' ? `exact chance, scaled to ${total}` : 'exact chance'}
          </span>
        </>
      }
      table={
        <ChartTable
          caption={label}
          columns={
            mode === 'count' ? ['Main score', observedLabel, 'Expected by chance'] : ['Main score', 'Share of guessers']
          }
          rows={rows.map((r) => ({
            key: r.score,
            head: r.score,
            cells: mode === 'count' ? [r.count, formatNumber(r.expected, 2)] : [formatPercent(r.probability * 100)],
          }))}
        />
      }
    >
      <ValueGrid
        ticks={yTicks}
        y={y}
        left={M.left}
        right={plotRight}
        format={(t) => (mode === 'count' ? formatNumber(t, 1) : `${formatNumber(t, 1)}%`)}
      />
      <text x={M.left - 34} y={M.top - 36} className="psi-chart__axis-title">
        {mode === 'count' ? 'circuits' : 'share of guessers'}
      </text>
      {mode === 'count' &&
        rows.map((r) =>
          r.count > 0 ? (
            <rect
              key={r.score}
              x={x(r.score) - band * 0.4}
              width={Math.max(1, band * 0.8)}
              y={y(r.count)}
              height={y(0) - y(r.count)}
              rx={Math.min(3, band * 0.2)}
              fill={CHART.observed}
            />
          ) : null,
        )}
      <path d={area} fill={CHART.chance} opacity={0.12} />
      <path d={curve} fill="none" stroke={CHART.chance} strokeWidth={2.5} strokeLinejoin="round" />
      {placed.map((m) => (
        <g key={m.label}>
          <line
            x1={m.x}
            x2={m.x}
            y1={M.top - 18 + m.row * 14}
            y2={y(0)}
            stroke={MARKER_COLOUR[m.tone]}
            strokeWidth={m.tone === 'you' ? 2.5 : 1.5}
            strokeDasharray={m.tone === 'par' ? '5 4' : undefined}
          />
          <text
            x={m.labelX}
            y={M.top - 22 + m.row * 14}
            textAnchor="middle"
            className="psi-chart__marker"
            fill={MARKER_COLOUR[m.tone]}
          >
            {m.label}
          </text>
        </g>
      ))}
      <line x1={M.left} x2={plotRight} y1={y(0)} y2={y(0)} stroke={CHART.muted} strokeWidth={1} />
      {xTicks.map((t) => (
        <text key={`x${t}`} x={x(t)} y={y(0) + 16} textAnchor="middle" className="psi-chart__tick">
          {t}
        </text>
      ))}
      <text x={(M.left + plotRight) / 2} y={HEIGHT - 6} textAnchor="middle" className="psi-chart__axis-title">
        main score (lower is better)
      </text>
    </ChartFrame>
  );
}
