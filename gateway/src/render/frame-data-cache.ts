// What is the same for every visitor of a shop in a language (the frame's settings, menu and
// brands, the home page's sections, lists) was loaded again on every uncached page: the frame's
// four calls and the home page's ten. The back end says which answers those are (`Cache-Scope:
// shop`, set by the route: one home for the rule); the gateway keeps each such answer, shared by
// all requests, with the cache tags it carried: fresh for FRAME_DATA_TTL_MS (as long as pages when
// it is tagged and changes are heard) or until a change names one of its tags, then kept as the
// last good value for the stale window and served while the back end fails. A URL is learnt from
// its first answer; until then its calls go straight through.
import { LRUCache } from 'lru-cache';
import { CACHE_SCOPE_HEADER, SHOP_SCOPE } from '@vitrina/contract';
import type { CallAnswer } from '@vitrina/events';
import { ALL_TAG, answerTags } from '../cache/cache-tags.ts';
import type { PurgeLog } from '../cache/purge-log.ts';
import { untilAborted } from './with-timeout.ts';

const isShopWide = (answer: CallAnswer) => answer.headers.get(CACHE_SCOPE_HEADER) === SHOP_SCOPE;

interface Kept {
  value: unknown;
  /** When it was loaded; minus infinity once a purge named it (kept only to stand in). */
  fetchedAt: number;
  tags: readonly string[] | null;
}

export interface FrameDataOptions {
  ttlMs: number;
  /** How long a datum whose answer carried cache tags stays fresh; ttlMs when omitted. */
  taggedTtlMs?: number;
  /** How long the last good answer is kept to be served when the back end fails. */
  staleMs: number;
  /** How long one shared load may take (it serves many pages, so no single page's deadline ends it). */
  loadTimeoutMs: number;
  maxEntries?: number;
  now?: () => number;
  /** A load that a purge of its tags overtook is not kept as fresh. */
  purges?: PurgeLog;
}

/** What one page's render asks of the cache besides the call itself. */
export interface FrameDataRequest {
  /** The page's deadline: the page stops waiting, the shared load goes on for the others. */
  signal?: AbortSignal;
  /** Told when the answer is a kept one because the back end failed. */
  onStale?: () => void;
  /** Told the cache tags of the answer the page got, kept or loaded (null: it carried none). */
  onTags?: (tags: readonly string[] | null) => void;
  /** The page's own handler of an answer, for a call that went straight through. */
  onAnswer?: (answer: CallAnswer) => void;
  /**
   * Told when the answer given is a kept one that is fresh (served from the cache, or loaded and
   * kept now): `isCurrent` later says whether it still is, unchanged and unpurged.
   */
  onKept?: (kept: KeptAnswer) => void;
}

/** A fresh kept answer a page was given, to ask later whether it is still the current one. */
export interface KeptAnswer {
  readonly key: string;
  readonly kept: object;
  /** The cache tags it carried. */
  readonly tags: readonly string[] | null;
}

type Load = (signal?: AbortSignal, onAnswer?: (answer: CallAnswer) => void) => Promise<unknown>;
type Loaded = { value: unknown; tags: readonly string[] | null };

export class FrameDataCache {
  private readonly kept: LRUCache<string, Kept>;
  private readonly inFlight = new Map<string, Promise<Loaded>>();
  private readonly now: () => number;
  private readonly taggedTtlMs: number;

  constructor(private readonly options: FrameDataOptions) {
    this.now = options.now ?? Date.now;
    this.taggedTtlMs = options.taggedTtlMs ?? options.ttlMs;
    this.kept = new LRUCache({
      max: options.maxEntries ?? 2000,
      ttl: Math.max(1, options.staleMs + Math.max(options.ttlMs, this.taggedTtlMs)),
      perf: { now: this.now },
      ttlResolution: 0,
    });
  }

  /**
   * Answers a shop-wide call from the cache (loading it once for concurrent requests); a call not
   * known to be shop-wide goes straight through, and is kept if its answer says it is.
   */
  get(url: string, headers: Record<string, string>, load: Load, request: FrameDataRequest = {}): Promise<unknown> {
    // Dev mode asks the back end for unpublished data: never shared with other shoppers.
    if (this.options.ttlMs === 0 || headers['dev-mode']) return load();
    const key = `${headers['x-site-token']}\n${headers['accept-language']}\n${url}`;
    const kept = this.kept.get(key);
    if (!kept) return this.firstLoad(key, load, request);
    if (this.isFresh(kept)) {
      request.onTags?.(kept.tags);
      request.onKept?.({ key, kept, tags: kept.tags });
      return Promise.resolve(kept.value);
    }
    return untilAborted(this.shared(key, load), request.signal).then(
      ({ value, tags }) => {
        request.onTags?.(tags);
        this.tellKept(key, value, request);
        return value;
      },
      () => {
        request.onStale?.();
        request.onTags?.(kept.tags);
        return kept.value;
      },
    );
  }

  /**
   * Makes every datum carrying one of the tags (`all`: every one) stale: the next page loads it
   * again, the old answer staying only to stand in while the back end fails. Loads under way may
   * predate the change, so later pages start their own. Answers how many were marked.
   */
  purge(tags: readonly string[]): number {
    const all = tags.includes(ALL_TAG);
    const named = new Set(tags);
    let marked = 0;
    for (const kept of this.kept.values()) {
      if (!all && !kept.tags?.some((tag) => named.has(tag))) continue;
      kept.fetchedAt = Number.NEGATIVE_INFINITY;
      marked += 1;
    }
    this.inFlight.clear();
    return marked;
  }

  /** A call whose URL is not kept: the page's own, which is kept when its answer says shop-wide. */
  private async firstLoad(key: string, load: Load, request: FrameDataRequest): Promise<unknown> {
    const since = this.options.purges?.position() ?? 0;
    let shopWide = false;
    let tags: readonly string[] | null = null;
    const value = await load(request.signal, (answer) => {
      shopWide = isShopWide(answer);
      tags = answerTags(answer);
      request.onAnswer?.(answer);
    });
    if (shopWide) {
      this.keep(key, value, tags, since);
      this.tellKept(key, value, request);
    }
    return value;
  }

  /**
   * Whether every answer is still the one kept under its key and fresh: none was loaded again,
   * purged or aged out since. What was built from them (the page scope's frame data, kept by
   * frame-scopes.ts) is good as long as they are.
   */
  isCurrent(answers: readonly KeptAnswer[]): boolean {
    return answers.every(({ key, kept }) => {
      const now = this.kept.peek(key);
      return now === kept && this.isFresh(now);
    });
  }

  /** The answer just given, when it is the one now kept and fresh. */
  private tellKept(key: string, value: unknown, request: FrameDataRequest): void {
    const kept = this.kept.peek(key);
    if (request.onKept && kept && kept.value === value && this.isFresh(kept))
      request.onKept({ key, kept, tags: kept.tags });
  }

  /** A change published while it loaded may be missing from it: then a last good value, not fresh. */
  private keep(key: string, value: unknown, tags: readonly string[] | null, since: number): void {
    const overtaken = this.options.purges?.purgedSince(tags, since) ?? false;
    this.kept.set(key, { value, tags, fetchedAt: overtaken ? Number.NEGATIVE_INFINITY : this.now() });
  }

  private isFresh(kept: Kept): boolean {
    return this.now() - kept.fetchedAt < (kept.tags ? this.taggedTtlMs : this.options.ttlMs);
  }

  private shared(key: string, load: Load): Promise<Loaded> {
    let running = this.inFlight.get(key);
    if (!running) {
      const since = this.options.purges?.position() ?? 0;
      let tags: readonly string[] | null = null;
      const onAnswer = (answer: CallAnswer) => void (tags = answerTags(answer));
      running = load(AbortSignal.timeout(this.options.loadTimeoutMs), onAnswer).then((value) => {
        this.keep(key, value, tags, since);
        return { value, tags };
      });
      // A failed call is not kept: the next page asks again.
      const current = running;
      running
        .finally(() => {
          if (this.inFlight.get(key) === current) this.inFlight.delete(key);
        })
        .catch(() => undefined);
      this.inFlight.set(key, running);
    }
    return running;
  }
}
