import type { InsightTable } from '@alumni/contract';
import { cellText, rowWord } from '../lib/words';

const BAR_HEIGHT = 18;
const GAP = 6;
const LABEL_WIDTH = 120;
const WIDTH = 320;

/**
 * One column of a table as horizontal bars, drawn as SVG by the page itself (no chart library to
 * download). Decorative: the table beside it says the same to screen readers and for copying.
 * A hidden count draws no bar, only its words.
 */
export function BarChart({ table, column }: { table: InsightTable; column: number }) {
  const values = table.rows.map((row) => row.cells[column] ?? null);
  const largest = Math.max(1, ...values.map((value) => (typeof value === 'number' ? value : 0)));
  const height = table.rows.length * (BAR_HEIGHT + GAP);
  const barSpace = WIDTH - LABEL_WIDTH - 8;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${WIDTH} ${Math.max(height, BAR_HEIGHT)}`}
      className="w-full max-w-md text-blue-700"
      role="presentation"
    >
      {table.rows.map((row, index) => {
        const value = values[index];
        const y = index * (BAR_HEIGHT + GAP);
        const width = typeof value === 'number' ? Math.max(1, (value / largest) * barSpace) : 0;
        return (
          <g key={row.key}>
            <text x={0} y={y + BAR_HEIGHT - 5} className="fill-slate-800 text-[10px]">
              {rowWord(row.key).slice(0, 22)}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} className="fill-current" rx={3} />
            <text x={LABEL_WIDTH + width + 4} y={y + BAR_HEIGHT - 5} className="fill-slate-800 text-[10px]">
              {typeof value === 'number' ? '' : cellText(value ?? null)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
