import { formatMoney } from './formatMoney';

/**
 * Twilio's price as money: negative is a charge ('-0.00790' USD is $0.0079), and sub-cent digits stay.
 * Null when the price or currency cannot be read, so the caller shows what came.
 */
export function formatPrice(price: string, currency: string | null): string | null {
  const amount = Number(price.trim());
  if (price.trim() === '' || !Number.isFinite(amount) || currency === null) return null;
  const shown = formatMoney(Math.abs(amount), currency, 5);
  if (shown === null) return null;
  return amount > 0 ? `${shown} credited` : shown;
}
