// One change, everywhere this gateway keeps what it names: the purge log first (so renders and
// loads under way are not stored with the old data), then the shop lookups and the shared frame
// data (so the pages rendered again get the new ones), then the pages.
import type { FastifyBaseLogger } from 'fastify';
import type { FrameDataCache } from '../render/frame-data-cache.ts';
import type { SiteResolver } from '../sites/site-resolver.ts';
import type { BoundedPageCache } from './bounded-page-cache.ts';
import type { PurgeLog } from './purge-log.ts';

export interface TagPurgeParts {
  purges: PurgeLog;
  pages: BoundedPageCache;
  frameData?: FrameDataCache | undefined;
  /** The shop lookups: a shop's title and services come from its settings. */
  sites?: Pick<SiteResolver, 'purge'> | undefined;
  log: Pick<FastifyBaseLogger, 'debug' | 'warn'>;
}

export interface TagPurgeResult {
  /** Pages marked stale. */
  pages: number;
  /** Shared frame data marked stale. */
  frameData: number;
}

export class TagPurge {
  constructor(private readonly parts: TagPurgeParts) {}

  /** Throws when the page store failed; the frame data and the log are purged whatever happens. */
  async purge(tags: readonly string[]): Promise<TagPurgeResult> {
    const { purges, pages, frameData, sites, log } = this.parts;
    purges.record(tags);
    sites?.purge(tags);
    const frameMarked = frameData?.purge(tags) ?? 0;
    const pagesMarked = await pages.purgeTags(tags);
    log.debug({ tags, pages: pagesMarked, frameData: frameMarked }, 'purged by cache tags');
    return { pages: pagesMarked, frameData: frameMarked };
  }
}
