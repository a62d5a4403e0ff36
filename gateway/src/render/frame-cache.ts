// The shop's frame (header, navigation, footer, bottom bar, mobile menu, modal layer) is the same
// on every page of a shop, language and settings version for visitors in the same state; rendering
// it again for each page was most of the gateway's work per uncached page. Frames are kept here by
// what they are made of (`frameKey`: the frame data's objects by identity, which the frame data
// cache shares between pages, and the visitor's state by value), so a change to the settings or
// the menu, purged and loaded again, makes new objects and a new key: nothing here is purged, and
// frames nobody asks for any more fall out by size.
import { LRUCache } from 'lru-cache';
import { frameSize } from '@vitrina/shell/server';
import type { RenderedFrame } from '@vitrina/shell/server';

export interface FrameCacheOptions {
  /** How many bytes of frames to keep (their HTML as UTF-8, their state as text). */
  maxBytes?: number;
}

export class FrameCache {
  private readonly kept: LRUCache<string, RenderedFrame>;
  /** Frames rendered and frames taken from the cache since the start. */
  readonly counts = { rendered: 0, kept: 0 };

  constructor(options: FrameCacheOptions = {}) {
    this.kept = new LRUCache({
      maxSize: options.maxBytes ?? 16_000_000,
      sizeCalculation: frameSize,
    });
  }

  /** The frame kept under the key, or the one `render` makes now, kept for the next page. */
  get(key: string, render: () => RenderedFrame): RenderedFrame {
    const kept = this.kept.get(key);
    if (kept) {
      this.counts.kept += 1;
      return kept;
    }
    const frame = render();
    this.counts.rendered += 1;
    this.kept.set(key, frame);
    return frame;
  }
}
