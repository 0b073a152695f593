/**
 * An amount in an ISO 4217 currency, written as money is in the English words around it ('$0.0079') in
 * any locale (docs/product.md#message-cards). Null when the currency cannot be read.
 */
export function formatMoney(amount: number, currency: string, maximumFractionDigits: number): string | null {
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency.trim().toUpperCase(),
      minimumFractionDigits: 2,
      maximumFractionDigits,
    }).format(amount);
  } catch {
    return null;
  }
}
