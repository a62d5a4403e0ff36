// The shop's frame data (global and footer settings, menu tree, brand tree) is the same for every
// page of a site and language, and loading it was four back-end calls on every uncached page.
// The gateway keeps each answer for a short time, shared by all requests: a settings change shows
// within FRAME_DATA_TTL_MS, while the page cache holds whole pages far longer anyway.

/** Back-end paths whose answers depend only on the site and the language. */
const FRAME_PATHS = new Set(['settings/global_site_settings', 'settings/footer_settings', 'general/menu_tree', 'general/brand']);

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export class FrameDataCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Answers a frame call from the cache (loading it once for concurrent requests); anything else goes straight through. */
  get = (url: string, headers: Record<string, string>, load: () => Promise<unknown>): Promise<unknown> => {
    const { pathname, search } = new URL(url);
    const path = pathname.replace(/^\/+/, '').split('/').slice(-2).join('/');
    // Dev mode asks the back end for unpublished data: never shared with other shoppers.
    if (this.ttlMs === 0 || search || !FRAME_PATHS.has(path) || headers['dev-mode']) return load();
    const key = `${headers['x-site-token']}\n${headers['accept-language']}\n${url}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = load();
    this.remember(key, { value, expiresAt: this.now() + this.ttlMs });
    // A failed call is not kept: the next page asks again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  };

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first in a Map: drop from the front past the bound (many sites x languages).
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
