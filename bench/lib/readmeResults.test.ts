import { describe, expect, it } from 'vitest';
import { RESULTS_END, RESULTS_START, writeResults } from './readmeResults';
import type { Row } from './results';

const README = `# Benchmark

Words before.

${RESULTS_START}

Run of 2026-11-24 04:14 UTC on a machine; options: --write-readme.

| group     | measurement  | figure  | budget     | verdict | note               |
| --------- | ------------ | ------- | ---------- | ------- | ------------------ |
| bytes     | sign-in      | 98.9 KB | ≤ 100.0 KB | ok      | JS 91.9 \\| CSS 7.0 |
| large     | first screen | 50 ms   | ≤ 150 ms   | ok      |                    |
| lighthouse | mobile list | 92      | ≥ 100      | MISSED  | TBT 331 ms         |

${RESULTS_END}

Words after.
`;

const row = (group: string, name: string, value: number, note?: string): Row => ({
  group,
  name,
  value,
  unit: 'count',
  budget: 100,
  kind: 'min',
  ...(note === undefined ? {} : { note }),
});

/** The results table's body rows, as cells. */
function tableRows(readme: string): string[][] {
  const section = readme.slice(readme.indexOf(RESULTS_START), readme.indexOf(RESULTS_END));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe('writeResults', () => {
  it('replaces only the rows a partial run measured, says when, and keeps the others and the words around', () => {
    const written = writeResults(README, {
      intro: 'Run of 2026-11-28 01:00 UTC; options: --only=lighthouse.',
      rows: [row('lighthouse', 'mobile list', 97, 'TBT 120 ms')],
      partial: true,
      when: '2026-11-28 01:00 UTC (`--only=lighthouse`)',
    });
    expect(tableRows(written)).toEqual([
      ['bytes', 'sign-in', '98.9 KB', '≤ 100.0 KB', 'ok', 'JS 91.9 \\| CSS 7.0'],
      ['large', 'first screen', '50 ms', '≤ 150 ms', 'ok', ''],
      [
        'lighthouse',
        'mobile list',
        '97',
        '≥ 100',
        'MISSED',
        'TBT 120 ms; measured 2026-11-28 01:00 UTC (`--only=lighthouse`)',
      ],
    ]);
    // The full run's own words stay: the other rows are still its.
    expect(written).toContain('Run of 2026-11-24 04:14 UTC on a machine; options: --write-readme.');
    expect(written.startsWith('# Benchmark\n\nWords before.\n')).toBe(true);
    expect(written.endsWith(`${RESULTS_END}\n\nWords after.\n`)).toBe(true);
  });

  it('puts a measurement the table lacks after the last row of its group, or at the end', () => {
    const written = writeResults(README, {
      intro: '',
      rows: [row('bytes', 'whole app', 99, 'new'), row('soak', 'heap', 1)],
      partial: true,
      when: 'then',
    });
    expect(tableRows(written).map((cells) => `${cells[0]}: ${cells[1]}`)).toEqual([
      'bytes: sign-in',
      'bytes: whole app',
      'large: first screen',
      'lighthouse: mobile list',
      'soak: heap',
    ]);
    expect(tableRows(written)[1]?.[5]).toBe('new; measured then');
    expect(tableRows(written)[4]?.[5]).toBe('measured then');
  });

  it('replaces the whole section after a full run', () => {
    const written = writeResults(README, {
      intro: 'Run of 2026-11-28 02:00 UTC; options: (none).',
      rows: [row('lighthouse', 'mobile list', 100)],
      partial: false,
      when: 'unused',
    });
    expect(tableRows(written)).toEqual([['lighthouse', 'mobile list', '100', '≥ 100', 'ok', '']]);
    expect(written).toContain('Run of 2026-11-28 02:00 UTC; options: (none).');
    expect(written).not.toContain('2026-11-24');
  });

  it('refuses a README without the markers, rather than write the results somewhere else', () => {
    expect(() => writeResults('# Benchmark\n', { intro: '', rows: [], partial: true, when: 'then' })).toThrow(
      'no results markers',
    );
  });
});
