// Which tags were purged since a render began, for the race every tag purge has: a render that read
// the old data before the change and finishes after the purge would store the old page for its
// whole lifetime. Purges are numbered in the order this process heard them (no clock: two events
// in one millisecond still have an order); a render notes the number when it starts, and the page
// and frame-data caches ask here before keeping what it produced.
import { LRUCache } from 'lru-cache';
import { ALL_TAG } from './cache-tags.ts';

export interface PurgeLogOptions {
  /** Longer than any render or shared load lasts; older purges cannot race anything still running. */
  windowMs?: number;
  maxTags?: number;
  now?: () => number;
}

export class PurgeLog {
  private readonly purged: LRUCache<string, number>;
  private count = 0;
  private allAt = 0;

  constructor(options: PurgeLogOptions = {}) {
    this.purged = new LRUCache({
      max: options.maxTags ?? 100_000,
      ttl: options.windowMs ?? 10 * 60_000,
      perf: { now: options.now ?? Date.now },
      ttlResolution: 0,
    });
  }

  /** Where the log stands: what a render notes when it starts. */
  position(): number {
    return this.count;
  }

  record(tags: readonly string[]): void {
    this.count += 1;
    for (const tag of tags) {
      if (tag === ALL_TAG) this.allAt = this.count;
      else this.purged.set(tag, this.count);
    }
  }

  /** Whether something carrying these tags (null: untagged) was purged after `position`. */
  purgedSince(tags: readonly string[] | null, position: number): boolean {
    if (this.allAt > position) return true;
    return (tags ?? []).some((tag) => (this.purged.get(tag) ?? 0) > position);
  }
}
