// The files crawlers ask for: /sitemap.xml, proxied from the back end for the shop of the Host
// header, and /robots.txt, which points at it on the shop's public origin and keeps crawlers off
// the personal pages.
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

/**
 * The personal sections are closed to crawlers, each as the section itself, its sub-paths and its
 * query forms: a bare `/*\/cart` prefix would also hide category pages such as /ro/cartridges.
 */
export function robotsTxt(origin: string, personalSections: readonly string[]): string {
  const sections = personalSections.flatMap((name) => [`/*/${name}$`, `/*/${name}/`, `/*/${name}?`]);
  const disallowed = [...sections, '/*?dev_mode=', '/api/', '/admin/'];
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
  async function fetchSitemap(request: FastifyRequest, site: GatewaySite): Promise<string> {
    const res = await fetch(`${options.apiBaseUrl}/sitemap.xml`, {
      headers: { accept: 'application/xml', 'x-site-token': site.token, ...devModeHeaders(request.headers.cookie) },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (res.status !== 200) throw new Error(`back end answered ${res.status} to /sitemap.xml`);
    return res.text();
  }

  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const site = await options.resolveSite(request.headers.host);
      if (!site) return sendText(reply, 404, NO_SHOP);
      const xml = await fetchSitemap(request, site);
      return reply.type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      // Network error, timeout, non-200, or the shop lookup itself: the crawler gets the spec's 502.
      request.log.error({ err: error }, 'sitemap proxy failed');
      return sendText(reply, 502, SITEMAP_FAILED);
    }
  });

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
