// Each shop's sitemap, built once and kept until what it is built from changes: a request checks
// the freshness stamp (one cheap query) and builds only when it moved, so a crawler asking again
// and again costs a query each, not a rebuild.
import { LRUCache } from 'lru-cache';

import type { Db } from '../../db/client.ts';
import type { Site } from '../../plugins/site.ts';
import { sitemapEntries } from './entries.ts';
import { freshnessStamp } from './freshness.ts';
import { loadSitemapRows } from './rows.ts';
import { SITEMAP_MAX_URLS, sitemapFiles, type SitemapFiles } from './xml.ts';

export interface SitemapOptions {
  /** URLs per file, past which /sitemap.xml becomes an index (the protocol's 50 000; tests pass less). */
  maxUrlsPerFile?: number;
  /** Told of every build (tests count them). */
  onBuild?: (siteId: number) => void;
}

interface Built extends SitemapFiles {
  stamp: string;
}

/** Characters of built sitemaps kept in memory, all shops together (about 1 MB per 1 000 URLs). */
const MAX_KEPT_CHARS = 256 * 1024 * 1024;

const sizeOf = (built: Built) => built.root.length + built.parts.reduce((sum, part) => sum + part.length, 0);

export function sitemapStore(db: Db, options: SitemapOptions = {}) {
  const maxUrlsPerFile = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  const kept = new LRUCache<number, Built>({ maxSize: MAX_KEPT_CHARS, sizeCalculation: (built) => sizeOf(built) || 1 });
  // Requests that arrive while a build runs wait for it instead of starting their own.
  const building = new Map<number, Promise<Built>>();

  async function build(site: Site, stamp: string): Promise<Built> {
    options.onBuild?.(site.id);
    const rows = await loadSitemapRows(db, site);
    const shape = { origin: site.publicOrigin, langs: site.langs, mainLang: site.mainLang, maxUrlsPerFile };
    return { stamp, ...sitemapFiles(sitemapEntries(site.langs, rows), shape) };
  }

  return async function sitemapOf(site: Site): Promise<SitemapFiles> {
    // The site record says where and in which languages: a change there is a change too.
    const stamp = [await freshnessStamp(db, site.id), site.publicOrigin, site.langs.join(','), site.mainLang].join('|');
    const done = kept.get(site.id);
    if (done?.stamp === stamp) return done;
    const pending = building.get(site.id);
    if (pending) {
      const built = await pending;
      if (built.stamp === stamp) return built;
    }
    const next = build(site, stamp).then((built) => {
      kept.set(site.id, built);
      return built;
    });
    building.set(site.id, next);
    try {
      return await next;
    } finally {
      if (building.get(site.id) === next) building.delete(site.id);
    }
  };
}
