// The claim's e-value after each circuit, drawn on a log scale with the level sought as a line (issue 37).
import { useChartWidth } from '../../../components/charts/use-chart-width';
import { evidenceText } from './claim-words';
import { evidenceScale, tickLabel, type Box } from './evidence-scale';

// Drawn at the box's own width (useChartWidth), so its 13 px labels stay 13 px on a phone.
const boxOf = (width: number): Box => ({
  width,
  height: width < 480 ? 200 : 240,
  left: 44,
  right: 12,
  top: 14,
  bottom: 28,
});

export function EvidencePath({ path, level, circuits }: { path: readonly number[]; level: number; circuits: number }) {
  const { ref, width } = useChartWidth<HTMLElement>(360, 260, 960);
  const box = boxOf(width);
  const scale = evidenceScale(path, level, circuits, box);
  // The meter starts at 1 (no evidence either way) before the first circuit.
  const points = [1, ...path].map((value, i) => `${scale.x(i).toFixed(1)},${scale.y(value).toFixed(1)}`);
  const last = path.at(-1) ?? 1;
  const label =
    path.length === 0
      ? `No circuit played yet: the evidence starts at 1x; ${level}x needed.`
      : `Evidence after each of ${path.length} circuits: ${path.map(evidenceText).join(', ')}; ${level}x needed.`;
  return (
    <figure className="evidence-path" ref={ref}>
      <svg viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-label={label} data-testid="evidence-path">
        {scale.ticks.map((tick) => (
          <g key={tick} className="evidence-path__tick">
            <line x1={box.left} x2={box.width - box.right} y1={scale.y(tick)} y2={scale.y(tick)} />
            <text x={box.left - 6} y={scale.y(tick)} dy="0.35em" textAnchor="end">
              {tickLabel(tick)}
            </text>
          </g>
        ))}
        <line
          className="evidence-path__level"
          data-testid="evidence-level"
          x1={box.left}
          x2={box.width - box.right}
          y1={scale.y(level)}
          y2={scale.y(level)}
        />
        <text className="evidence-path__level-label" x={box.width - box.right} y={scale.y(level) - 6} textAnchor="end">
          {level}x needed
        </text>
        <polyline className="evidence-path__line" points={points.join(' ')} />
        {path.map((value, i) => (
          <circle key={i} className="evidence-path__dot" cx={scale.x(i + 1)} cy={scale.y(value)} r={3.5} />
        ))}
        <text className="evidence-path__axis" x={box.left} y={box.height - 8}>
          start
        </text>
        <text className="evidence-path__axis" x={box.width - box.right} y={box.height - 8} textAnchor="end">
          circuit {circuits}
        </text>
      </svg>
      <figcaption className="evidence-path__caption">
        Evidence after each circuit (log scale): now {evidenceText(last)}, {level}x needed.
      </figcaption>
    </figure>
  );
}
