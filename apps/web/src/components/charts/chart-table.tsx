import type { ReactNode } from 'react';

export interface ChartTableRow {
  key: string | number;
  /** The row's header cell, then its data cells. */
  head: ReactNode;
  cells: ReactNode[];
}

/** The text alternative every chart carries: its numbers as a table behind "Show the numbers". */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: ReactNode[];
  rows: ChartTableRow[];
}) {
  return (
    <details className="psi-chart__details">
      <summary>Show the numbers</summary>
      <table className="psi-chart__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
