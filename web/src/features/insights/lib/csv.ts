import type { InsightTable } from '@alumni/contract';
import { cellText, columnWord, rowWord, tableWords } from './words';

const quoted = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A table as CSV, with exactly the words and numbers the screen shows (hidden counts included). */
export function tableCsv(table: InsightTable, totalWord: string): string {
  const lines = [
    [tableWords(table.id).rows, ...table.columns.map(columnWord)],
    ...table.rows.map((row) => [rowWord(row.key), ...row.cells.map(cellText)]),
    ...(table.total ? [[totalWord, ...table.total.map(cellText)]] : []),
  ];
  return `${lines.map((line) => line.map(quoted).join(',')).join('\r\n')}\r\n`;
}
