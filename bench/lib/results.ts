/**
 * The benchmark's single output format: every measurement is a row with its figure and, when the issue
 * sets one, the budget it is judged against. `run.ts` prints the rows as a table and exits non-zero when a
 * budget is missed.
 */

export type Unit = 'KB' | 'MB' | 'ms' | 's' | '%' | 'score' | 'count' | 'text';

export interface Row {
  /** The measurement family, e.g. 'bytes', 'lighthouse'. */
  group: string;
  name: string;
  value: number | string;
  unit: Unit;
  /** Upper bound (or, for scores, lower bound) the figure must meet; absent for baselines. */
  budget?: number;
  /** 'max': value ≤ budget (or target); 'min': value ≥ budget; 'equal': value === budget. */
  kind?: 'max' | 'min' | 'equal';
  /**
   * A goal printed beside the figure with whether it is met, but never judged: the exit code does not
   * depend on it (what the issue asks to be "printed too" rather than held as a budget).
   */
  target?: number;
  /** Extra words shown beside the figure (failing audits, who pays for the bytes). */
  note?: string;
  /** Set when the measurement itself could not be taken: always a failure. */
  error?: string;
}

export type Verdict = 'ok' | 'MISSED' | 'ERROR' | 'met' | 'over' | '';

function meets(value: number, limit: number, kind: Row['kind']): boolean {
  const sense = kind ?? 'max';
  return sense === 'max' ? value <= limit : sense === 'min' ? value >= limit : value === limit;
}

export function verdict(row: Row): Verdict {
  if (row.error) return 'ERROR';
  if (typeof row.value !== 'number') return '';
  if (row.budget !== undefined) return meets(row.value, row.budget, row.kind) ? 'ok' : 'MISSED';
  // Lower case on purpose: a target is information, not a verdict that fails the run.
  if (row.target !== undefined) return meets(row.value, row.target, row.kind) ? 'met' : 'over';
  return '';
}

function formatNumber(value: number, unit: Unit): string {
  if (unit === 'KB' || unit === 'MB' || unit === 's' || unit === '%') return value.toFixed(1);
  return String(Math.round(value));
}

export function formatValue(row: Row): string {
  if (row.error) return 'n/a';
  if (typeof row.value === 'string') return row.value;
  return `${formatNumber(row.value, row.unit)} ${row.unit === 'count' || row.unit === 'text' ? '' : row.unit}`.trim();
}

export function formatBudget(row: Row): string {
  const limit = row.budget ?? row.target;
  if (limit === undefined) return '';
  const sign = (row.kind ?? 'max') === 'max' ? '≤' : (row.kind ?? 'max') === 'min' ? '≥' : '=';
  const text = `${sign} ${formatNumber(limit, row.unit)}${row.unit === 'count' || row.unit === 'score' ? '' : ` ${row.unit}`}`;
  return row.budget === undefined ? `target ${text}` : text;
}

/** One row's cells, in the column order both tables use. */
function rowCells(row: Row): string[] {
  return [
    row.group,
    row.name,
    formatValue(row),
    formatBudget(row),
    verdict(row),
    row.error ?? row.note ?? '',
  ];
}

/** A plain-text table, wide enough for its longest cell, with the notes on the right. */
export function renderTable(rows: readonly Row[]): string {
  const header = ['group', 'measurement', 'figure', 'budget', 'verdict', 'note'];
  const cells = rows.map(rowCells);
  const widths = header.map((title, column) =>
    column === header.length - 1
      ? 0
      : Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const line = (parts: readonly string[]) =>
    parts
      .map((part, column) => (column === parts.length - 1 ? part : part.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

/** A row's cells for a Markdown table: a `|` in a cell is escaped. */
export function markdownCells(row: Row): string[] {
  return rowCells(row).map((text) => text.replace(/\|/g, '\\|'));
}

/** A Markdown table of the results' columns, from each row's cells (`markdownCells`). */
export function markdownTable(cellRows: readonly (readonly string[])[]): string {
  return [
    '| group | measurement | figure | budget | verdict | note |',
    '|---|---|---|---|---|---|',
    ...cellRows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** The same rows as a Markdown table, for bench/README.md. */
export function renderMarkdown(rows: readonly Row[]): string {
  return markdownTable(rows.map(markdownCells));
}

export function failedRows(rows: readonly Row[]): Row[] {
  return rows.filter((row) => {
    const result = verdict(row);
    return result === 'MISSED' || result === 'ERROR';
  });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const KB = 1000;
