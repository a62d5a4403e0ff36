// Decimal fields as shoppers type them (spec: storefront shell and shopping, section 5 "decimal
// input"): the text a field keeps after each keystroke or paste, and the number it stands for.
// Pure text rules, so a price filter, a quantity or a cart field share them whatever draws it.
// Imported by its own path (@vitrina/domain/decimal-input), not the package index: a remote's
// shared chunk then carries it only for the pages that type decimals.

export interface DecimalInputOptions {
  /** Places after the separator; 0 takes whole numbers only. Spec default: 2. */
  decimals?: number;
  /** Whether a leading minus is kept. */
  negative?: boolean;
}

export interface DecimalBounds {
  min?: number;
  max?: number;
}

/**
 * The field's text: only digits, one separator and (when allowed) one leading minus; leading zeros
 * stripped; at most `decimals` places. The separator stays the one the shopper typed (comma or
 * dot). With both in the text, the last kind is the decimal one and the other kind groups
 * thousands ('1.000,50' and '1,000.50' are both a thousand and a half); otherwise the first
 * separator counts and extra ones go. Partial text ('-', '12,') stays, so typing can go on.
 */
export function cleanDecimalInput(raw: string, { decimals = 2, negative = false }: DecimalInputOptions = {}): string {
  const kept = raw.replace(/[^\d.,-]/g, '');
  const sign = negative && kept.startsWith('-') ? '-' : '';
  let text = kept.replace(/-/g, '');
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const separator = last < 0 ? '' : text[last]!;
  if (separator) text = text.replaceAll(separator === '.' ? ',' : '.', '');
  const at = separator ? text.indexOf(separator) : -1;
  const whole = (at < 0 ? text : text.slice(0, at)).replace(/^0+(?=\d)/, '');
  if (at < 0 || decimals <= 0) return sign + whole;
  const fraction = text
    .slice(at + 1)
    .replaceAll(separator, '')
    .slice(0, decimals);
  return `${sign}${whole || '0'}${separator}${fraction}`;
}

/** The number a field's text stands for, clamped into [min, max]; null while there is none yet. */
export function decimalValue(text: string, { min = -Infinity, max = Infinity }: DecimalBounds = {}): number | null {
  const value = Number(text.replace(',', '.'));
  if (!/\d/.test(text) || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, value));
}
