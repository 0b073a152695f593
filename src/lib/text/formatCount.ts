/** A count as the browser's locale writes it ('1,234' in English), with at most `fractionDigits` decimals. */
export function formatCount(count: number, fractionDigits = 0): string {
  return count.toLocaleString(undefined, { maximumFractionDigits: fractionDigits });
}

/** A count and its noun: '1 contact', '1,234 contacts'. */
export function counted(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
