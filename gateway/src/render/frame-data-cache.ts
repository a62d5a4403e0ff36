// The shop's frame data (global and footer settings, menu tree, brand tree) is the same for every
// page of a site and language, and loading it was four back-end calls on every uncached page.
// The gateway keeps each answer, shared by all requests: fresh for FRAME_DATA_TTL_MS, then kept
// as the last good value for the stale window and served while the back end fails.
import { LRUCache } from 'lru-cache';
import { untilAborted } from './with-timeout.ts';

/** Back-end paths whose answers depend only on the site and the language. */
const FRAME_PATHS = new Set([
  'settings/global_site_settings',
  'settings/footer_settings',
  'general/menu_tree',
  'general/brand',
]);

interface Kept {
  value: unknown;
  fetchedAt: number;
}

export interface FrameDataOptions {
  ttlMs: number;
  /** How long the last good answer is kept to be served when the back end fails. */
  staleMs: number;
  /** How long one shared load may take (it serves many pages, so no single page's deadline ends it). */
  loadTimeoutMs: number;
  maxEntries?: number;
  now?: () => number;
}

/** What one page's render asks of the cache besides the call itself. */
export interface FrameDataRequest {
  /** The page's deadline: the page stops waiting, the shared load goes on for the others. */
  signal?: AbortSignal;
  /** Told when the answer is a kept one because the back end failed. */
  onStale?: () => void;
}

type Load = (signal?: AbortSignal) => Promise<unknown>;

export class FrameDataCache {
  private readonly kept: LRUCache<string, Kept>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly options: FrameDataOptions) {
    this.now = options.now ?? Date.now;
    this.kept = new LRUCache({
      max: options.maxEntries ?? 2000,
      ttl: Math.max(1, options.staleMs + options.ttlMs),
      perf: { now: this.now },
      ttlResolution: 0,
    });
  }

  /** Answers a frame call from the cache (loading it once for concurrent requests); anything else goes straight through. */
  get(url: string, headers: Record<string, string>, load: Load, request: FrameDataRequest = {}): Promise<unknown> {
    const { pathname, search } = new URL(url);
    const path = pathname.replace(/^\/+/, '').split('/').slice(-2).join('/');
    // Dev mode asks the back end for unpublished data: never shared with other shoppers.
    if (this.options.ttlMs === 0 || search || !FRAME_PATHS.has(path) || headers['dev-mode']) return load();
    const key = `${headers['x-site-token']}\n${headers['accept-language']}\n${url}`;
    const kept = this.kept.get(key);
    if (kept && this.now() - kept.fetchedAt < this.options.ttlMs) return Promise.resolve(kept.value);
    return untilAborted(this.shared(key, load), request.signal).catch((error: unknown) => {
      if (!kept) throw error;
      request.onStale?.();
      return kept.value;
    });
  }

  private shared(key: string, load: Load): Promise<unknown> {
    let running = this.inFlight.get(key);
    if (!running) {
      running = load(AbortSignal.timeout(this.options.loadTimeoutMs)).then((value) => {
        this.kept.set(key, { value, fetchedAt: this.now() });
        return value;
      });
      // A failed call is not kept: the next page asks again.
      running.finally(() => this.inFlight.delete(key)).catch(() => undefined);
      this.inFlight.set(key, running);
    }
    return running;
  }
}
