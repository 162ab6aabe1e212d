// The hall of fame's picture (issue 37): each listed player's mean main score on one horizontal scale, over the
// shaded places where the best and the 10th best of as many pure guessers land in 9 runs out of 10. A player
// inside the first shade is where the luckiest guesser would be anyway.
import { CHART } from '../../../components/charts/chart-colors';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { formatNumber } from '../../../components/charts/format';
import { linearScale, niceTicks } from '../../../components/charts/scale';
import { useChartWidth } from '../../../components/charts/use-chart-width';
import type { HallOfFame } from '../../../lib/api/hall-of-fame';
import '../../../components/charts/charts.css';

/** Rows drawn; the table below lists them all. */
export const DRAWN_ROWS = 20;
const ROW = 18;
const TOP = 34;
const AXIS = 44;
const LEFT = 30;
const RIGHT = 14;

type Band = NonNullable<HallOfFame['chanceBand']>;

function domain(board: HallOfFame, band: Band): [number, number] {
  const values = [
    ...board.rows.slice(0, DRAWN_ROWS).map((r) => r.mean),
    band.best.low,
    band.best.high,
    board.chanceMean,
    ...(band.tenth ? [band.tenth.low, band.tenth.high] : []),
  ];
  return [Math.floor(Math.min(...values) - 1), Math.ceil(Math.max(...values) + 1)];
}

export function BandChart({ board }: { board: HallOfFame & { chanceBand: Band } }) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const band = board.chanceBand;
  const rows = board.rows.slice(0, DRAWN_ROWS);
  const height = TOP + rows.length * ROW + AXIS;
  const [lo, hi] = domain(board, band);
  const x = linearScale([lo, hi], [LEFT, width - RIGHT]);
  const plotBottom = TOP + rows.length * ROW;
  const ticks = niceTicks(lo, hi, width < 420 ? 4 : 8);
  const n = board.qualified;
  const summary =
    `Mean main scores of the top ${rows.length} players, lower is better, against where the best of ${n} pure ` +
    `guessers lands (${formatNumber(band.best.low, 1)} to ${formatNumber(band.best.high, 1)})` +
    (band.tenth
      ? ` and the 10th best (${formatNumber(band.tenth.low, 1)} to ${formatNumber(band.tenth.high, 1)})`
      : '') +
    `; chance averages ${formatNumber(board.chanceMean, 1)}.`;
  const shade = (from: number, to: number, fill: string, opacity: number, key: string) => (
    <rect
      key={key}
      x={x(from)}
      y={TOP - 6}
      width={Math.max(2, x(to) - x(from))}
      height={plotBottom - TOP + 12}
      fill={fill}
      opacity={opacity}
    />
  );
  return (
    <ChartFrame
      boxRef={ref}
      width={width}
      height={height}
      summary={summary}
      legend={
        <>
          <span className="psi-chart__key psi-chart__key--better">best of {n} guessers (9 runs in 10)</span>
          {band.tenth ? <span className="psi-chart__key psi-chart__key--band">10th best of {n} guessers</span> : null}
          <span className="psi-chart__key psi-chart__key--chance">chance mean</span>
          <span className="psi-chart__key psi-chart__key--observed">a listed player</span>
        </>
      }
      table={null}
    >
      {band.tenth ? shade(band.tenth.low, band.tenth.high, CHART.par, 0.16, 'tenth') : null}
      {shade(band.best.low, band.best.high, CHART.better, 0.32, 'best')}
      <text x={x(band.best.mean)} y={14} textAnchor="middle" className="psi-chart__marker" fill={CHART.better}>
        best of {n}
      </text>
      {band.tenth ? (
        <text x={x(band.tenth.mean)} y={28} textAnchor="middle" className="psi-chart__marker" fill={CHART.text}>
          10th best
        </text>
      ) : null}
      <line
        x1={x(board.chanceMean)}
        x2={x(board.chanceMean)}
        y1={TOP - 6}
        y2={plotBottom + 6}
        stroke={CHART.chance}
        strokeWidth={2}
      />
      {rows.map((row, i) => {
        const y = TOP + i * ROW + ROW / 2;
        return (
          <g key={`${row.rank}-${row.displayName}`}>
            <line x1={LEFT} x2={width - RIGHT} y1={y} y2={y} stroke={CHART.grid} strokeWidth={1} opacity={0.5} />
            <text x={LEFT - 6} y={y + 4} textAnchor="end" className="psi-chart__tick">
              {row.rank}
            </text>
            <circle cx={x(row.mean)} cy={y} r={5} fill={CHART.observed} stroke={CHART.text} strokeWidth={1.5} />
          </g>
        );
      })}
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={plotBottom + 6} y2={plotBottom + 11} stroke={CHART.muted} />
          <text x={x(t)} y={plotBottom + 22} textAnchor="middle" className="psi-chart__tick">
            {formatNumber(t, 1)}
          </text>
        </g>
      ))}
      <text x={width - RIGHT} y={height - 1} textAnchor="end" className="psi-chart__axis-title">
        mean main score (lower is better)
      </text>
    </ChartFrame>
  );
}
