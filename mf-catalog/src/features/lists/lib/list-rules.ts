// The guest's product lists as plain id arrays, newest first. Pure, so the rules are tested alone.

/** Favourites kept at most (older ones drop off); the product list call takes up to 200 ids. */
export const MAX_FAVORITES = 100;
/** A comparison wider than this is not readable, and each column costs a product call. */
export const MAX_COMPARE = 12;
/** Spec: recently viewed products, at most 30. */
export const MAX_RECENT = 30;

export type ToggleResult = { ids: number[]; change: 'added' | 'removed' | 'full' };

/** Spec: a repeat add toggles the product out. A full compare list refuses instead of dropping a column. */
export function toggleId(
  ids: readonly number[],
  id: number,
  max: number,
  whenFull: 'drop-oldest' | 'refuse',
): ToggleResult {
  if (ids.includes(id)) return { ids: ids.filter((one) => one !== id), change: 'removed' };
  if (ids.length >= max && whenFull === 'refuse') return { ids: [...ids], change: 'full' };
  return { ids: [id, ...ids].slice(0, max), change: 'added' };
}

/**
 * Takes back one toggle of `id` (the server refused it): a removed product returns in front of the
 * one that followed it in `before`, an added one leaves; changes made to other products since stay.
 */
export function undoToggle(ids: readonly number[], id: number, before: readonly number[]): number[] {
  const rest = ids.filter((one) => one !== id);
  if (!before.includes(id)) return rest;
  const next = before.slice(before.indexOf(id) + 1).find((one) => rest.includes(one));
  const at = next === undefined ? rest.length : rest.indexOf(next);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** A viewed product moves to the front; the list keeps the newest `MAX_RECENT`. */
export function rememberViewed(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((one) => one !== id)].slice(0, MAX_RECENT);
}

/** Ids from storage, which anyone can edit: only positive integers, no repeats, at most `max`. */
export function parseIds(raw: unknown, max: number): number[] {
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = values.map((value) => Number(value)).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, max);
}
