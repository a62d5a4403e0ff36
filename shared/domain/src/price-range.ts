// A listing's price bounds as its URL and the product-filter call carry them: major units with at
// most two decimals, each bound on its own (a shopper may give only a floor or only a ceiling).
// The category page writes and reads them with these rules and the API refuses anything else.
// Imported by its own path (@vitrina/domain/price-range), so other pages never carry it.

/** The dearest price a bound can name: the database keeps prices as 32-bit integer minor units. */
export const PRICE_BOUND_MAX = 21_474_836;

/** '1000', '1000.5', '1000.50': digits, then a dot and at most two decimals. */
export const PRICE_BOUND_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** A bound from its text; null when it is missing, malformed, zero (no bound) or past the maximum. */
export function parsePriceBound(text: string | null | undefined): number | null {
  if (!text || !PRICE_BOUND_PATTERN.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= PRICE_BOUND_MAX ? value : null;
}
