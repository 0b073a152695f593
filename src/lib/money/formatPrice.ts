/**
 * Twilio's price as money: negative is a charge ('-0.00790' USD is $0.0079), and sub-cent digits stay.
 * Null when the price or currency cannot be read, so the caller shows what came.
 */
export function formatPrice(price: string, currency: string | null): string | null {
  const amount = Number(price.trim());
  if (price.trim() === '' || !Number.isFinite(amount) || currency === null) return null;
  let money: Intl.NumberFormat;
  try {
    // Contract (docs/product.md#message-cards): '$0.0079' in any locale, as the English words around it.
    money = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency.trim().toUpperCase(),
      minimumFractionDigits: 2,
      maximumFractionDigits: 5,
    });
  } catch {
    return null;
  }
  const shown = money.format(Math.abs(amount));
  return amount > 0 ? `${shown} credited` : shown;
}
