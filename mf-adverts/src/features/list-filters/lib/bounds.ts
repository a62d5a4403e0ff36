// A range's bounds as a URL or a field carries them: at most two decimals, above zero, up to a
// maximum. Anything else (a typo, a hand-edited URL) is no bound.
const BOUND = /^\d{1,12}(\.\d{1,2})?$/;

/** A bound from its text; null when missing, malformed, zero (no bound) or past `max`. */
export function boundOf(text: string | null | undefined, max: number): number | null {
  const clean = (text ?? '').trim().replace(',', '.');
  if (!BOUND.test(clean)) return null;
  const value = Number(clean);
  return value > 0 && value <= max ? value : null;
}

/** A range given the wrong way round is turned. */
export function orderedPair(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}
