import { formatMoney } from '../../../lib/money/formatMoney';
import { counted } from '../../../lib/text/formatCount';

/** Money in the account's currency, to the cent and below it when there is less than a cent. */
export function money(amount: number | null, currency: string | null): string {
  if (amount === null || currency === null) return 'not given';
  return (
    formatMoney(amount, currency, amount !== 0 && Math.abs(amount) < 0.01 ? 4 : 2) ?? `${amount} ${currency}`
  );
}

export function messages(count: number): string {
  return counted(count, 'message', 'messages');
}
