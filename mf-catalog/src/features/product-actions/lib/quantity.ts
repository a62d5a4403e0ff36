/**
 * A quantity the shopper typed, as a whole number of steps (multiplicity 0.5 kg: 0.5, 1, 1.5...),
 * at least one step. Rounds to the nearest step, and drops floating-point dust (0.1 + 0.2).
 */
export function roundToStep(value: number, step: number): number {
  if (!Number.isFinite(value) || value <= 0) return step;
  const steps = Math.max(1, Math.round(value / step));
  return Number((steps * step).toFixed(6));
}
