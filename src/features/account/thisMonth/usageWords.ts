import { formatMoney } from '../../../lib/money/formatMoney';

/** Money in the account's currency, to the cent and below it when there is less than a cent. */
export function money(amount: number | null, currency: string | null): string {
  if (amount === null || currency === null) return 'not given';
  return (
    formatMoney(amount, currency, amount !== 0 && Math.abs(amount) < 0.01 ? 4 : 2) ?? `${amount} ${currency}`
  );
}

export function messages(count: number): string {
  return count === 1 ? '1 message' : `${count.toLocaleString('en')} messages`;
}

/** '1 Dec 2026', from Twilio's 'YYYY-MM-DD' (a calendar day in UTC). */
export function day(date: string | null): string | null {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
