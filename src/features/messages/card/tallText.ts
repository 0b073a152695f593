/**
 * Whether a text would take more than `maxLines` lines in a box about `charsPerLine` characters wide.
 * A count, not a measurement: a list can hold 20,000 cards, and this answers without layout. It stops
 * counting as soon as the answer is known, so a 1,600-line body costs 13 steps.
 */
export function exceedsLines(text: string, maxLines: number, charsPerLine: number): boolean {
  let lines = 0;
  let lineStart = 0;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : -1;
    const isBreak =
      code === -1 ||
      code === 0x0a ||
      code === 0x85 ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a);
    if (!isBreak) continue;
    lines += Math.max(1, Math.ceil((index - lineStart) / charsPerLine));
    if (lines > maxLines) return true;
    lineStart = index + 1;
  }
  return false;
}
