// Tenancy: every call names its shop in X-Site-Token; Accept-Language picks the language
// among the site's languages, falling back to its main language.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

import { isDbText } from '@vitrina/contract';
import type { Currency, Locale } from '@vitrina/domain';
import { pickLocale } from '@vitrina/domain';

import { ALL_TAG } from '../cache-tags/tags.ts';
import { sites } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

export interface Site {
  id: number;
  token: string;
  brandKey: string;
  hosts: string[];
  /** Where the shop is served publicly: the base of every absolute URL the API writes (sitemap). */
  publicOrigin: string;
  theme: string;
  langs: Locale[];
  mainLang: Locale;
  currency: Currency;
  isRomanian: boolean;
  settings: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
    lang: Locale;
  }
  interface FastifyContextConfig {
    /** Routes open without a site token (docs, media, health). */
    public?: boolean;
  }
}

const SITE_CACHE_MS = 5_000;

export interface SitePluginOptions {
  /** The clock of the site cache (tests hold it still, so a cache entry never expires mid-test). */
  now?: () => number;
}

export const sitePlugin = fp(
  async (app: FastifyInstance, options: SitePluginOptions) => {
    // Sites change rarely; a short cache saves a query per call without hiding edits for long.
    // Bounded, and unknown tokens (client-supplied) kept apart so they can never evict real shops.
    const perf = { now: options.now ?? Date.now };
    const known = new LRUCache<string, Site>({ max: 1000, ttl: SITE_CACHE_MS, perf, ttlResolution: 0 });
    const unknown = new LRUCache<string, true>({ max: 10_000, ttl: SITE_CACHE_MS, perf, ttlResolution: 0 });
    // A shop's row changed (settings, languages, a new shop): the next call reads it again. Heard
    // before any gateway is told (cache-tags plugin), so a page rendered anew never gets the old row.
    app.cacheTagBus.subscribe((tags) => {
      if (!tags.some((one) => one === ALL_TAG || one.startsWith('site:'))) return;
      known.clear();
      unknown.clear();
    });
    async function findSite(token: string): Promise<Site | null> {
      const hit = known.get(token);
      if (hit) return hit;
      if (unknown.has(token)) return null;
      const [row] = await app.db.select().from(sites).where(eq(sites.token, token)).limit(1);
      if (!row) {
        unknown.set(token, true);
        return null;
      }
      const site = { ...row, settings: row.settings as Record<string, unknown> } as Site;
      known.set(token, site);
      return site;
    }
    app.decorateRequest('site', null as unknown as Site);
    app.decorateRequest('lang', 'ro' as Locale);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.routeOptions.config?.public || !request.routeOptions.url) return;
      const token = request.headers['x-site-token'];
      if (typeof token !== 'string' || !token) {
        throw new HttpError(401, 'site_token_missing', 'The X-Site-Token header is required');
      }
      // No shop has such a token, and PostgreSQL would refuse a NUL in the lookup (a 500).
      if (token.length > 200 || !isDbText(token)) throw new HttpError(401, 'site_token_unknown', 'Unknown site token');
      const site = await findSite(token);
      if (!site) throw new HttpError(401, 'site_token_unknown', 'Unknown site token');
      request.site = site;
      request.lang = pickLocale(request.headers['accept-language'], site.langs, site.mainLang);
    });
  },
  { name: 'site', dependencies: ['db', 'cache-tags'] },
);
