// What a typed count asks of the server, which only adds and takes off (spec, sections 4 and 5): the
// count is normalised by the domain's rule (3 decimals, at most 99999, never below the multiplicity
// once above 0), 0 removes the line, and otherwise the difference is added or taken off.
import { normaliseQuantity, roundQuantity } from '@vitrina/domain';

export type QuantityChange =
  { kind: 'none' } | { kind: 'remove' } | { kind: 'add'; count: number } | { kind: 'reduce'; count: number };

/** `typed` must be a number the shopper wrote; an empty or unreadable field asks for nothing. */
export function quantityChange(current: number, typed: number, multiplicity: number): QuantityChange {
  if (!Number.isFinite(typed)) return { kind: 'none' };
  const next = normaliseQuantity(typed, multiplicity);
  if (next === 0) return { kind: 'remove' };
  const difference = roundQuantity(Math.abs(next - current));
  if (difference === 0) return { kind: 'none' };
  return next > current ? { kind: 'add', count: difference } : { kind: 'reduce', count: difference };
}

/** A count as the field shows it and reads it back: a comma is a decimal separator too. */
export function readTypedCount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
