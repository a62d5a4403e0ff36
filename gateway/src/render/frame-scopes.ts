// Every uncached page forked an empty effector scope and filled it with the shop's frame data: the
// API context, the language, the four frame answers read through the shell's effects, and every
// store derived from them. That cost as much CPU as React's render of a whole content page
// (`npm run bench:render-pieces`), for data that is the same on every page of a shop and language
// while the answers it was read from are. So a scope filled once is kept here as its serialized
// values, and the next pages fork from them. The values are good while the frame data cache still
// holds each answer they were read from, unchanged and fresh: a change heard (its tags purged), a
// reload or the answer's age makes the next page fill a new scope, so nothing here is purged.
import { LRUCache } from 'lru-cache';
import type { FrameDataCache, KeptAnswer } from './frame-data-cache.ts';

export interface FrameScopeValues {
  /** The filled scope's serialized state, for `fork({ values })`. */
  values: Record<string, unknown>;
  /**
   * The frame data cache's answers it was read from, with their cache tags: every page forked
   * from the values shows what they show.
   */
  answers: readonly KeptAnswer[];
}

export class FrameScopes {
  private readonly kept = new LRUCache<string, FrameScopeValues>({ max: 1000 });
  /** Scopes filled and kept, and pages forked from kept values, since the start. */
  readonly counts = { filled: 0, forked: 0 };

  constructor(private readonly frameData: FrameDataCache) {}

  /** The values kept under the key (a shop and language), while every answer they came from is current. */
  current(key: string): FrameScopeValues | undefined {
    const kept = this.kept.get(key);
    if (!kept || !this.frameData.isCurrent(kept.answers)) return undefined;
    this.counts.forked += 1;
    return kept;
  }

  keep(key: string, values: FrameScopeValues): void {
    this.counts.filled += 1;
    this.kept.set(key, values);
  }
}
