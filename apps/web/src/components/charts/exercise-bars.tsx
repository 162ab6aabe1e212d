import { CHART } from './chart-colors';
import { formatNumber } from './format';
import { linearScale, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';
import './charts.css';
import { ChartTable } from './chart-table';
import { ChartFrame } from './chart-frame';

export interface ExerciseBar {
  key: string;
  /** Exercise name as the player knows it: 'Ready Set Go'. */
  name: string;
  score: number;
  chanceMean: number;
}

export interface ExerciseBarsProps {
  label: string;
  rows: readonly ExerciseBar[];
}

const ROW = 40;
const TOP = 26;
const M = { left: 10, right: 12 };

/** 'better' when the score beats the chance mean (lower is better), 'worse' above it, 'par' level with it. */
export function compareToChance(score: number, mean: number): 'better' | 'par' | 'worse' {
  if (Math.abs(score - mean) < 1e-9) return 'par';
  return score < mean ? 'better' : 'worse';
}

/** One bar per exercise: the player's score, with a tick at what a guesser scores on average. */
export function ExerciseBars({ label, rows }: ExerciseBarsProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const top = Math.max(8, ...rows.map((r) => Math.ceil(Math.max(r.score, r.chanceMean))));
  const x = linearScale([0, top], [M.left, width - M.right]);
  const height = TOP + rows.length * ROW + 8;
  // One tick per point while they fit (scores are small whole numbers), else round steps.
  const ticks = niceTicks(0, top, Math.min(top, Math.max(4, Math.floor(width / 36))));
  const better = rows.filter((r) => compareToChance(r.score, r.chanceMean) === 'better').length;
  const summary =
    `${label}. ${better} of ${rows.length} exercises scored better (lower) than a guesser's average. ` +
    rows.map((r) => `${r.name} ${formatNumber(r.score)} against ${formatNumber(r.chanceMean)}`).join('; ') +
    '.';

  return (
    <ChartFrame
      boxRef={ref}
      width={width}
      height={height}
      summary={summary}
      legend={
        <>
          <span className="psi-chart__key psi-chart__key--better">better than chance</span>
          <span className="psi-chart__key psi-chart__key--observed">chance level or worse</span>
          <span className="psi-chart__key psi-chart__key--chance">a guesser&apos;s average</span>
        </>
      }
      table={
        <ChartTable
          caption={label}
          columns={['Exercise', 'Your score', 'Chance mean']}
          rows={rows.map((r) => ({
            key: r.key,
            head: r.name,
            cells: [formatNumber(r.score), formatNumber(r.chanceMean, 3)],
          }))}
        />
      }
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP - 6} y2={height - 8} stroke={CHART.grid} strokeWidth={1} />
          <text x={x(t)} y={TOP - 10} textAnchor="middle" className="psi-chart__tick">
            {t}
          </text>
        </g>
      ))}
      {rows.map((r, i) => {
        const y0 = TOP + i * ROW;
        const tone = compareToChance(r.score, r.chanceMean);
        const fill = tone === 'better' ? CHART.better : CHART.observed;
        return (
          <g key={r.key}>
            <text x={M.left} y={y0 + 13} className="psi-chart__label">
              {r.name}
            </text>
            <text x={width - 4} y={y0 + 13} textAnchor="end" className="psi-chart__value">
              {formatNumber(r.score)}
              <tspan className="psi-chart__tick"> / {formatNumber(r.chanceMean, 2)}</tspan>
            </text>
            <rect x={x(0)} y={y0 + 19} width={Math.max(2, x(r.score) - x(0))} height={14} rx={3} fill={fill} />
            <line
              x1={x(r.chanceMean)}
              x2={x(r.chanceMean)}
              y1={y0 + 15}
              y2={y0 + 37}
              stroke={CHART.chance}
              strokeWidth={2.5}
              strokeDasharray="4 2"
            />
          </g>
        );
      })}
    </ChartFrame>
  );
}
