import { CHART } from './chart-colors';
import { formatNumber } from './format';
import { linearScale, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';
import './charts.css';
import { ChartTable } from './chart-table';
import { ChartFrame, ValueGrid } from './chart-frame';

export interface HistoryPoint {
  id: string;
  score: number;
  /** Shown in the table: a date, or 'Circuit 3'. */
  when: string;
}

export interface ScoreHistoryChartProps {
  label: string;
  /** Oldest first. */
  points: readonly HistoryPoint[];
  par: number;
  average?: number | null;
  /** A shaded range, e.g. the central 95% of a guesser's scores. */
  band?: { low: number; high: number; label: string } | null;
}

const HEIGHT = 200;
const M = { top: 16, right: 16, bottom: 28, left: 40 };

/** The player's main scores in order, against par (a guesser's average) and their own average. */
export function ScoreHistoryChart({ label, points, par, average, band }: ScoreHistoryChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const values = [
    ...points.map((p) => p.score),
    par,
    ...(average == null ? [] : [average]),
    ...(band ? [band.low - 3, band.high + 3] : []),
  ]; // room around the band so it reads as one
  const lo = Math.floor(Math.min(...values) - 1);
  const hi = Math.ceil(Math.max(...values) + 1);
  const y = linearScale([lo, hi], [HEIGHT - M.bottom, M.top]);
  const x = linearScale([0, Math.max(1, points.length - 1)], [M.left + 12, width - M.right - 12]);
  const px = (i: number) => (points.length === 1 ? (M.left + width - M.right) / 2 : x(i));
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${px(i).toFixed(1)},${y(p.score).toFixed(1)}`).join('');
  const summary =
    `${label}: ${points.map((p) => formatNumber(p.score)).join(', ')}. Par ${par}` +
    (average == null ? '' : `, your average ${formatNumber(average)}`) +
    (band ? `; ${band.label} from ${band.low} to ${band.high}.` : '.');

  return (
    <ChartFrame
      boxRef={ref}
      width={width}
      height={HEIGHT}
      summary={summary}
      legend={
        <>
          {band && <span className="psi-chart__key psi-chart__key--band">{band.label}</span>}
          <span className="psi-chart__key psi-chart__key--par">par {par}</span>
          {average != null && <span className="psi-chart__key psi-chart__key--average">your average</span>}
        </>
      }
      table={
        <ChartTable
          caption={label}
          columns={['Circuit', 'Main score']}
          rows={points.map((p) => ({ key: p.id, head: p.when, cells: [formatNumber(p.score)] }))}
        />
      }
    >
      {band && (
        <rect
          x={M.left}
          width={Math.max(0, width - M.right - M.left)}
          y={y(band.high)}
          height={Math.max(0, y(band.low) - y(band.high))}
          fill={CHART.par}
          opacity={0.12}
          data-testid="chance-band"
        />
      )}
      <ValueGrid ticks={niceTicks(lo, hi, 4)} y={y} left={M.left} right={width - M.right} />
      <line
        x1={M.left}
        x2={width - M.right}
        y1={y(par)}
        y2={y(par)}
        stroke={CHART.par}
        strokeWidth={1.5}
        strokeDasharray="5 4"
      />
      {average != null && (
        <line x1={M.left} x2={width - M.right} y1={y(average)} y2={y(average)} stroke={CHART.better} strokeWidth={2} />
      )}
      <path d={line} fill="none" stroke={CHART.observed} strokeWidth={2} />
      {points.map((p, i) => (
        <circle
          key={p.id}
          cx={px(i)}
          cy={y(p.score)}
          r={5}
          fill={p.score < par ? CHART.better : CHART.observed}
          stroke={CHART.text}
          strokeWidth={1.5}
        />
      ))}
      <text x={(M.left + width - M.right) / 2} y={HEIGHT - 6} textAnchor="middle" className="psi-chart__axis-title">
        your circuits, oldest to newest (lower is better)
      </text>
    </ChartFrame>
  );
}
