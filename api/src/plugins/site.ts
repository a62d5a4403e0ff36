// Tenancy: every call names its shop in X-Site-Token; Accept-Language picks the language
// among the site's languages, falling back to its main language.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Currency, Locale } from '@vitrina/domain';
import { pickLocale } from '@vitrina/domain';

import { sites } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

export interface Site {
  id: number;
  token: string;
  brandKey: string;
  hosts: string[];
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

export const sitePlugin = fp(
  async (app: FastifyInstance) => {
    // Sites change rarely; a short cache saves a query per call without hiding edits for long.
    const cache = new Map<string, { site: Site | null; at: number }>();
    async function findSite(token: string): Promise<Site | null> {
      const hit = cache.get(token);
      if (hit && Date.now() - hit.at < SITE_CACHE_MS) return hit.site;
      const [row] = await app.db.select().from(sites).where(eq(sites.token, token)).limit(1);
      const site = row ? ({ ...row, settings: row.settings as Record<string, unknown> } as Site) : null;
      cache.set(token, { site, at: Date.now() });
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
      const site = await findSite(token);
      if (!site) throw new HttpError(401, 'site_token_unknown', 'Unknown site token');
      request.site = site;
      request.lang = pickLocale(request.headers['accept-language'], site.langs, site.mainLang);
    });
  },
  { name: 'site', dependencies: ['db'] },
);
