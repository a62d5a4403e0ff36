// The synchronisation's parts as a page has them: local storage, the real clock and timers, a tab
// id made once per page, and the socket's address on the page's own host. Kept apart so the steps
// and the model are tested with fakes.
import { readStored, writeStored } from '../../../shared/lib/browser-storage.ts';
import type { CartCall } from '../api/sync-api.ts';
import { syncTransport } from '../api/sync-api.ts';
import type { SyncDeps } from './sync-steps.ts';
import { SyncStorage } from './sync-storage.ts';

let pageTabId: string | null = null;

/**
 * Spec 3: a generated tab id. Per page load, not in session storage: a duplicated tab copies its
 * session storage, and two tabs with one id would not hear each other's saves.
 */
export function tabId(): string {
  pageTabId ??= crypto.randomUUID();
  return pageTabId;
}

export const browserStorage = () => new SyncStorage({ read: readStored, write: writeStored });

/** Spec 4: no sync in dev mode (the gateway sets the readable `dev-mode` cookie). */
export const devModeOn = (cookie: string) => cookie.split(/;\s*/).includes('dev-mode=true');

export function browserSyncDeps(call: CartCall): SyncDeps {
  return {
    transport: syncTransport(call, tabId()),
    storage: browserStorage(),
    now: () => Date.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: () => Math.random(),
    every(ms, tick) {
      const timer = setInterval(tick, ms);
      return () => clearInterval(timer);
    },
  };
}

export function cartSocketUrl(location: Pick<Location, 'protocol' | 'host'>, tab: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/cart?tab=${encodeURIComponent(tab)}`;
}
