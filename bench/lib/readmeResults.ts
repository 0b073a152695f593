/**
 * The results section of bench/README.md, between its two markers. A full run replaces the section; a
 * run of some steps only (`--only`, `--quick`) puts its rows in place of the same measurements' and keeps
 * every other row, each replaced row saying when it was measured. Before, a partial run replaced the
 * whole table with its few rows, and the other steps' figures had to be put back by hand.
 */
import { markdownCells, markdownTable, renderMarkdown, type Row } from './results';

export const RESULTS_START = '<!-- results:start -->';
export const RESULTS_END = '<!-- results:end -->';

/** A Markdown table line's cells, trimmed; a `\|` inside a cell is part of it. */
function cellsOf(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const isSeparator = (cells: readonly string[]) => cells.every((cell) => /^:?-+:?$/.test(cell));
const keyOf = (cells: readonly string[]) => `${cells[0] ?? ''}\u0000${cells[1] ?? ''}`;

/** The section between the markers: the words before the table, and the table's rows (header excluded). */
function parseSection(section: string): { intro: string; rows: string[][] } {
  const lines = section.split('\n');
  const firstTableLine = lines.findIndex((line) => line.trim().startsWith('|'));
  if (firstTableLine < 0) return { intro: section.trim(), rows: [] };
  const rows = lines
    .slice(firstTableLine + 1) // the header
    .filter((line) => line.trim().startsWith('|'))
    .map(cellsOf)
    .filter((cells) => !isSeparator(cells));
  return { intro: lines.slice(0, firstTableLine).join('\n').trim(), rows };
}

/**
 * The table's rows with this run's in place of the same (group, measurement): a replaced row's note says
 * `measured <when>`; a new measurement goes after the last row of its group, or at the end.
 */
export function mergeRows(existing: readonly string[][], fresh: readonly Row[], when: string): string[][] {
  const merged = existing.map((cells) => [...cells]);
  for (const row of fresh) {
    const cells = markdownCells(row);
    const note = cells[5] ?? '';
    cells[5] = note === '' ? `measured ${when}` : `${note}; measured ${when}`;
    const at = merged.findIndex((line) => keyOf(line) === keyOf(cells));
    if (at >= 0) {
      merged[at] = cells;
      continue;
    }
    const lastOfGroup = merged.findLastIndex((line) => line[0] === cells[0]);
    merged.splice(lastOfGroup < 0 ? merged.length : lastOfGroup + 1, 0, cells);
  }
  return merged;
}

/**
 * The README with its results section rewritten: the whole section for a full run (`intro` and `rows`),
 * or, for a partial run, the section it has with these rows merged in (its intro kept).
 */
export function writeResults(
  readme: string,
  run: { intro: string; rows: readonly Row[]; partial: boolean; when: string },
): string {
  const from = readme.indexOf(RESULTS_START);
  const to = readme.indexOf(RESULTS_END);
  if (from < 0 || to < from) throw new Error('bench/README.md has no results markers');
  const before = readme.slice(0, from + RESULTS_START.length);
  const after = readme.slice(to);
  let section: string;
  if (run.partial) {
    const current = parseSection(readme.slice(from + RESULTS_START.length, to));
    const rows = mergeRows(current.rows, run.rows, run.when);
    section = `${current.intro}\n\n${markdownTable(rows)}`;
  } else {
    section = `${run.intro}\n\n${renderMarkdown(run.rows)}`;
  }
  return `${before}\n\n${section}\n\n${after}`;
}
