// Small helpers for the bench's printed tables.
import { categories, type RunResult } from './lighthouse.ts';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// "96 (93–97)": the median, and the lowest–highest when they differ.
export function spreadCell(values: number[], format: (value: number) => string): string {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const middle = format(median(values));
  return format(low) === format(high) ? middle : `${middle} (${format(low)}–${format(high)})`;
}

// "n/a" when some run could not measure it (memory where /proc is missing).
export function measuredCell(values: (number | undefined)[], digits: number): string {
  return values.every((value) => value !== undefined)
    ? spreadCell(values as number[], (value) => value.toFixed(digits))
    : 'n/a';
}

// A Markdown table, so the output can be pasted into the README as it is.
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const figureFormats = {
  lcp: seconds,
  fcp: seconds,
  tbt: (ms: number) => ms.toFixed(0),
  cls: (value: number) => value.toFixed(3),
  transferBytes: (bytes: number) => (bytes / 1024).toFixed(0),
  scriptBytes: (bytes: number) => (bytes / 1024).toFixed(0),
} satisfies Partial<Record<keyof RunResult, (value: number) => string>>;
export type Figure = keyof typeof figureFormats;
export const formatFigure = (figure: Figure, value: number) => figureFormats[figure](value);

export function runCells(runs: RunResult[], figures: Figure[]): string[] {
  const cell = (get: (run: RunResult) => number, format: (value: number) => string) =>
    spreadCell(runs.map(get), format);
  return [
    ...categories.map((id) => cell((run) => run.scores[id], String)),
    ...figures.map((figure) => cell((run) => run[figure], figureFormats[figure])),
  ];
}
