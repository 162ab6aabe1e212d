import type { GuesserRank } from '@psi/engine';
import { useArtIds } from '../art/svg-kit';
import { CHART } from './chart-colors';
import { formatPercent } from './format';
import './charts.css';

export interface ChanceGaugeProps {
  /** The shares of pure guessers (0..100) who did worse and who did exactly the same (engine: guesserRank). */
  rank: GuesserRank;
  /** Who the gauge is about, for its accessible name: 'Your main score of 38'. */
  subject: string;
}

const CX = 130;
const CY = 124;
const R = 100;

/** Point on the dial for a percentile: 0 at the far left, 100 at the far right. */
export function dialPoint(percentile: number, radius = R): { x: number; y: number } {
  const clamped = Math.min(100, Math.max(0, percentile));
  const angle = Math.PI * (1 - clamped / 100);
  return { x: CX + radius * Math.cos(angle), y: CY - radius * Math.sin(angle) };
}

function arc(from: number, to: number): string {
  const a = dialPoint(from);
  const b = dialPoint(to);
  return `M${a.x.toFixed(2)},${a.y.toFixed(2)}A${R},${R} 0 0 1 ${b.x.toFixed(2)},${b.y.toFixed(2)}`;
}

/** A half dial from 0 to 100: where the player stands among pure guessers (the p-value is the page's, in its details). */
export function ChanceGauge({ rank, subject }: ChanceGaugeProps) {
  const ids = useArtIds('fill');
  // The needle, the big figure and the words all say "better than": the guessers who did worse.
  const pct = Math.min(100, Math.max(0, rank.worse));
  const tip = dialPoint(pct, R - 22);
  const summary = `${subject}: better than ${formatPercent(pct)} of pure guessers.`;
  return (
    <figure className="psi-chart psi-chart--gauge">
      <svg viewBox="0 -8 260 184" role="img" aria-label={summary} className="psi-chart__svg psi-chart__svg--gauge">
        <title>{summary}</title>
        <defs>
          <linearGradient id={ids.fill.id} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor={CHART.observed} />
            <stop offset="1" stopColor={CHART.better} />
          </linearGradient>
        </defs>
        <path d={arc(0, 100)} fill="none" stroke={CHART.grid} strokeWidth={18} strokeLinecap="round" />
        {pct > 0.5 && <path d={arc(0, pct)} fill="none" stroke={ids.fill.url} strokeWidth={18} strokeLinecap="round" />}
        {[50].map((t) => {
          const a = dialPoint(t, R + 12);
          const b = dialPoint(t, R - 12);
          return (
            <line
              key={t}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={CHART.par}
              strokeWidth={1.5}
              strokeDasharray="3 2"
            />
          );
        })}
        <line x1={CX} y1={CY} x2={tip.x} y2={tip.y} stroke={CHART.text} strokeWidth={4} strokeLinecap="round" />
        <circle cx={CX} cy={CY} r={7} fill={CHART.text} />
        <text x={CX - R} y={CY + 20} textAnchor="middle" className="psi-chart__tick">
          0
        </text>
        <text x={CX} y={CY - R - 16} textAnchor="middle" className="psi-chart__tick">
          50
        </text>
        <text x={CX + R} y={CY + 20} textAnchor="middle" className="psi-chart__tick">
          100
        </text>
        <text x={CX} y={CY + 44} textAnchor="middle" className="psi-chart__big">
          {formatPercent(pct)}
        </text>
      </svg>
      <figcaption className="psi-chart__caption">
        Better than <strong>{formatPercent(pct)}</strong> of pure guessers
        {rank.tied >= 0.05 && <>; {formatPercent(rank.tied)} scored exactly the same</>}
      </figcaption>
    </figure>
  );
}
