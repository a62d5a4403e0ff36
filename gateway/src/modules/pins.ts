// The pin rules, as pure functions over the pins file's data: who runs which version, and the
// history a rollback returns along. The store reads and writes the file around them.
import { REMOTE_KEYS } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { ModuleStoreError } from './errors.ts';

/** The pseudo-brand whose pins apply to every brand without a pin of its own for that remote. */
export const DEFAULT_BRAND = '*';
/** Brand names as the back end spells them (lowercase, digits, dashes), or `*`. */
export const BRAND_PATTERN = /^(?:\*|[a-z0-9][a-z0-9-]{0,62})$/;
/** Rollback depth per brand and remote; older entries are dropped. */
export const HISTORY_LIMIT = 20;

export interface PinsData {
  /** brand (or `*`) -> remote -> version. */
  pins: Record<string, Partial<Record<RemoteKey, string>>>;
  /** brand -> remote -> versions pinned before the current state, oldest first. */
  history: Record<string, Partial<Record<RemoteKey, string[]>>>;
}

export const NO_PINS: PinsData = Object.freeze({ pins: {}, history: {} });

/** What one brand runs per remote, and where that comes from. */
export interface BrandPins {
  brand: string;
  remotes: Partial<Record<RemoteKey, { version: string; from: 'brand' | 'default' }>>;
  /** The version `rollback` would return to, per remote that has one. */
  rollbackTo: Partial<Record<RemoteKey, string>>;
}

export function checkBrand(brand: string): void {
  if (!BRAND_PATTERN.test(brand)) {
    throw new ModuleStoreError(
      'bad_brand',
      `"${brand}" is not a brand name (lowercase letters, digits and dashes, or * for the default)`,
    );
  }
}

/** The version a brand runs: its own pin, else the default pin, else none. */
export function effectiveVersion(data: PinsData, brand: string, key: RemoteKey): string | undefined {
  return data.pins[brand]?.[key] ?? data.pins[DEFAULT_BRAND]?.[key];
}

export function previousPin(data: PinsData, brand: string, key: RemoteKey): string | undefined {
  return data.history[brand]?.[key]?.at(-1);
}

function remember(data: PinsData, brand: string, key: RemoteKey, version: string): void {
  const history = ((data.history[brand] ??= {})[key] ??= []);
  history.push(version);
  history.splice(0, Math.max(0, history.length - HISTORY_LIMIT));
}

/** Pins `version`; the version it replaces (if any) goes on the history. */
export function withPin(data: PinsData, brand: string, key: RemoteKey, version: string): PinsData {
  const next = structuredClone(data);
  const current = next.pins[brand]?.[key];
  if (current === version) return next;
  if (current) remember(next, brand, key, current);
  (next.pins[brand] ??= {})[key] = version;
  return next;
}

/**
 * Drops a brand's own pin (the brand falls back to the default). The dropped version goes on the
 * history, so an unpin by mistake is undone by a rollback like any other change.
 */
export function withoutPin(data: PinsData, brand: string, key: RemoteKey): PinsData {
  const current = data.pins[brand]?.[key];
  if (!current) {
    const who = brand === DEFAULT_BRAND ? 'There is no default pin' : `${brand} has no pin of its own`;
    throw new ModuleStoreError('not_pinned', `${who} for mf-${key}; nothing to unpin`);
  }
  const next = structuredClone(data);
  remember(next, brand, key, current);
  delete next.pins[brand]![key];
  if (Object.keys(next.pins[brand]!).length === 0) delete next.pins[brand];
  return next;
}

/** Back to the version pinned before the current state; the history entry is used up. */
export function withRollback(data: PinsData, brand: string, key: RemoteKey): PinsData {
  const previous = previousPin(data, brand, key);
  if (!previous) {
    throw new ModuleStoreError('no_previous_pin', `${brand} has no earlier pin of mf-${key} to roll back to`);
  }
  const next = structuredClone(data);
  next.history[brand]![key]!.pop();
  (next.pins[brand] ??= {})[key] = previous;
  return next;
}

export function brandView(data: PinsData, brand: string): BrandPins {
  const view: BrandPins = { brand, remotes: {}, rollbackTo: {} };
  for (const key of REMOTE_KEYS) {
    const own = data.pins[brand]?.[key];
    const fallback = data.pins[DEFAULT_BRAND]?.[key];
    if (own) view.remotes[key] = { version: own, from: brand === DEFAULT_BRAND ? 'default' : 'brand' };
    else if (fallback) view.remotes[key] = { version: fallback, from: 'default' };
    const previous = previousPin(data, brand, key);
    if (previous) view.rollbackTo[key] = previous;
  }
  return view;
}

/** The default first, then every brand with a pin of its own, by name. */
export function pinnedBrands(data: PinsData): string[] {
  const brands = Object.keys(data.pins).filter((brand) => brand !== DEFAULT_BRAND);
  return [DEFAULT_BRAND, ...brands.sort()];
}

/** Brands (and `*`) whose own pin is this version. */
export function brandsPinning(data: PinsData, key: RemoteKey, version: string): string[] {
  return pinnedBrands(data).filter((brand) => data.pins[brand]?.[key] === version);
}
