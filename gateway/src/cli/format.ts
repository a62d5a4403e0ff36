// Plain-text output of the modules CLI, for people; `--json` prints the objects instead.
import { REMOTE_KEYS } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { DEFAULT_BRAND } from '../modules/pins.ts';
import type { BrandPins } from '../modules/pins.ts';
import type { PublishedVersion } from '../modules/store.ts';

const KEY_WIDTH = Math.max(...REMOTE_KEYS.map((key) => key.length)) + 2;

function table(rows: string[][]): string[] {
  const widths = rows.reduce<number[]>((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
  return rows.map((row) =>
    `  ${row.map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i]! + 2) : cell)).join('')}`.trimEnd(),
  );
}

export function formatBrand(view: BrandPins): string {
  const title = view.brand === DEFAULT_BRAND ? '* (the default for brands without a pin of their own)' : view.brand;
  const rows = REMOTE_KEYS.map((key) => {
    const pin = view.remotes[key];
    const rollback = view.rollbackTo[key] ? `rollback to ${view.rollbackTo[key]}` : '';
    if (!pin) return [key.padEnd(KEY_WIDTH - 2), '-', ['not pinned', rollback].filter(Boolean).join(', ')];
    const source = view.brand === DEFAULT_BRAND ? '' : pin.from === 'brand' ? 'own pin' : 'default (*)';
    return [key.padEnd(KEY_WIDTH - 2), pin.version, [source, rollback].filter(Boolean).join(', ')];
  });
  return [title, ...table(rows)].join('\n');
}

export function formatVersions(key: RemoteKey, versions: PublishedVersion[]): string {
  if (versions.length === 0) return `${key}\n  (nothing published)`;
  const rows = versions.map((v) => [
    v.version,
    `published ${v.publishedAt}`,
    v.pinnedBy.length > 0 ? `pinned by ${v.pinnedBy.join(', ')}` : '',
  ]);
  return [key, ...table(rows)].join('\n');
}

function describePin(view: BrandPins, key: RemoteKey): string {
  const pin = view.remotes[key];
  if (!pin) return 'nothing';
  return view.brand === DEFAULT_BRAND || pin.from === 'brand' ? pin.version : `${pin.version} (default)`;
}

/** "pharmacy: mf-content 1.0.0 (default) -> 1.1.0", the line ops want after a pin change. */
export function formatChange(before: BrandPins, after: BrandPins, key: RemoteKey): string {
  const from = describePin(before, key);
  const to = describePin(after, key);
  if (from === to) return `${after.brand}: mf-${key} stays at ${to}`;
  return `${after.brand}: mf-${key} ${from} -> ${to}`;
}
