import type { ReactNode, RefObject } from 'react';
import { CHART } from './chart-colors';
import type { Scale } from './scale';

/**
 * The figure every sized chart is drawn in: one image named by a sentence that says what it shows
 * (read out in place of the drawing), its legend, and its numbers as a table (ChartTable).
 * The SVG's viewBox is the box's width in CSS pixels (use-chart-width.ts), so the text keeps its size.
 */
export function ChartFrame({
  boxRef,
  width,
  height,
  summary,
  legend,
  table,
  children,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  summary: string;
  legend: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="psi-chart">
      <div ref={boxRef} className="psi-chart__box">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-label={summary}
          className="psi-chart__svg"
        >
          <title>{summary}</title>
          {children}
        </svg>
      </div>
      <figcaption className="psi-chart__legend">{legend}</figcaption>
      {table}
    </figure>
  );
}

/** Horizontal grid lines across the plot at each tick of the value axis, labelled at its left. */
export function ValueGrid({
  ticks,
  y,
  left,
  right,
  format = String,
}: {
  ticks: readonly number[];
  y: Scale;
  left: number;
  right: number;
  format?: (tick: number) => string;
}) {
  return ticks.map((t) => (
    <g key={t}>
      <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke={CHART.grid} strokeWidth={1} />
      <text x={left - 6} y={y(t) + 4} textAnchor="end" className="psi-chart__tick">
        {format(t)}
      </text>
    </g>
  ));
}
