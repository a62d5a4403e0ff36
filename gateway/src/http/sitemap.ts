// The files crawlers ask for: /sitemap.xml (and, for a shop past 50 000 URLs, the parts its index
// names, /sitemap-N.xml), proxied from the back end for the shop of the Host header, and
// /robots.txt, which points at it on the shop's public origin and keeps crawlers off the personal
// pages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { devModeHeaders } from '../routing/dev-mode.ts';
import { BadHostError } from '../sites/site-resolver.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import type { PinSet } from '../modules/pin-set.ts';

export interface CrawlerFilesOptions {
  resolveSite: (hostHeader: string | undefined) => Promise<GatewaySite | null>;
  apiBaseUrl: string;
  /** The versions a brand runs: its remotes' mounts name the personal sections robots.txt closes. */
  pinsFor: (brand: string) => PinSet;
  /** The whole back-end call, body included, must finish within this, or the answer is 502. */
  timeoutMs: number;
}

const SITEMAP_FAILED = 'Bad Gateway: Unable to fetch sitemap';
const NO_SHOP = 'No shop is served at this address';
const NO_PART = 'No such sitemap part';

/** A part number past the last of the shop's index: a 404, not a failure of the back end. */
class NoSuchPart extends Error {}

/**
 * The personal sections are closed to crawlers, each as the section itself, its sub-paths and its
 * query forms: a bare `/*\/cart` prefix would also hide category pages such as /ro/cartridges.
 * Dev mode is closed wherever its parameter stands in the query (first after `?`, or after `&`).
 * `/api/` holds the browser's calls; the pictures pages and JSON-LD name are served at `/media/`
 * (media-proxy.ts), outside it, so they stay open to crawlers with no exception to this rule.
 */
export function robotsTxt(origin: string, personalSections: readonly string[]): string {
  const sections = personalSections.flatMap((name) => [`/*/${name}$`, `/*/${name}/`, `/*/${name}?`]);
  const disallowed = [...sections, '/*?dev_mode=', '/*&dev_mode=', '/api/', '/admin/'];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function sendText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

export async function crawlerFiles(app: FastifyInstance, options: CrawlerFilesOptions) {
  /** The whole sitemap, or one part of its index. */
  async function fetchSitemap(request: FastifyRequest, site: GatewaySite, part?: string): Promise<string> {
    const query = part === undefined ? '' : `?part=${part}`;
    const res = await fetch(`${options.apiBaseUrl}/sitemap.xml${query}`, {
      headers: { accept: 'application/xml', 'x-site-token': site.token, ...devModeHeaders(request.headers.cookie) },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // A part past the index's last is the back end's 404; anything else but 200 is a failure.
    if (part !== undefined && res.status === 404) throw new NoSuchPart();
    if (res.status !== 200) throw new Error(`back end answered ${res.status} to /sitemap.xml${query}`);
    return res.text();
  }

  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, part?: string) {
    try {
      const site = await options.resolveSite(request.headers.host);
      if (!site) return sendText(reply, 404, NO_SHOP);
      const xml = await fetchSitemap(request, site, part);
      return reply.type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      if (error instanceof NoSuchPart) return sendText(reply, 404, NO_PART);
      // Network error, timeout, non-200, or the shop lookup itself: the crawler gets the spec's 502.
      request.log.error({ err: error }, 'sitemap proxy failed');
      return sendText(reply, 502, SITEMAP_FAILED);
    }
  }

  app.get('/sitemap.xml', (request, reply) => sendSitemap(request, reply));
  // Parts are numbered from 1 (a shop would need 50 billion URLs to pass six digits).
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d+).xml', (request, reply) =>
    /^[1-9]\d{0,5}$/.test(request.params.part)
      ? sendSitemap(request, reply, request.params.part)
      : sendText(reply, 404, NO_PART),
  );

  app.get('/robots.txt', async (request, reply) => {
    let site: GatewaySite | null;
    try {
      site = await options.resolveSite(request.headers.host);
    } catch (error) {
      if (error instanceof BadHostError) return sendText(reply, 400, 'Bad Request: the Host header is not a host name');
      request.log.error({ err: error }, 'robots.txt: the shop lookup failed');
      return sendText(reply, 503, 'Service Unavailable: try again shortly');
    }
    if (!site) return sendText(reply, 404, NO_SHOP);
    // The shop's configured origin: Host and X-Forwarded-* are the client's to write.
    return sendText(reply, 200, robotsTxt(site.publicOrigin, options.pinsFor(site.brand).routes.table.personal));
  });
}
