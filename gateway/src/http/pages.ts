// Every other GET is a storefront page: resolve the shop, apply the URL rules (locale, slashes,
// section defaults), then answer from the page cache or render. A failure shows the error page.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BoundedPageCache } from '../cache/bounded-page-cache.ts';
import { mayUseCache } from '../cache/cache-policy.ts';
import { acceptsGzip, compressPage, compressStream, inflatePage } from './html-encoding.ts';
import type { PageCacheKey } from '../cache/page-cache.ts';
import { renderPage } from '../render/render-page.ts';
import type { PageContext, PageRequest, PinSetRef } from '../render/render-page.ts';
import { parseCookies } from '../routing/cookies.ts';
import { devModeFor } from '../routing/dev-mode.ts';
import { ERROR_PAGE_FALLBACK, errorPageLocale, renderErrorPage } from '../routing/error-page.ts';
import type { ErrorPageRenderer } from '../routing/error-page.ts';
import { LOCALE_COOKIE, localeCookie } from '../routing/locale-choice.ts';
import { routePage } from '../routing/page-route.ts';
import { isServiceOrAssetPath, splitRequestTarget } from '../routing/request-target.ts';
import type { RequestTarget } from '../routing/request-target.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';

export interface RenderedPage {
  status: number;
  body: Readable;
  /** Remotes that fell back on the server; such a page is served but not stored for two hours. */
  failed?: readonly string[];
  /** The page lives at another URL; sent as a redirect, never cached. */
  redirect?: { location: string; status: 301 | 302 };
}
export type PageRenderer = (page: PageRequest, ctx: PageContext) => Promise<RenderedPage>;

export interface PagesOptions {
  resolveSite: (hostHeader: string | undefined) => Promise<GatewaySite | null>;
  pinsFor: (brand: string) => PinSetRef;
  page: Omit<PageContext, 'log'>;
  cache: BoundedPageCache;
  /** Injected by tests to make rendering fail; renderPage otherwise. */
  render?: PageRenderer;
  renderErrorPage?: ErrorPageRenderer;
}

type CacheState = 'HIT' | 'MISS' | 'BYPASS';

function sendHtml(reply: FastifyReply, status: number, cache: CacheState, body: string | Buffer | Readable) {
  return reply.code(status).type('text/html; charset=utf-8').header('x-cache', cache).header('vary', 'accept-encoding').send(body);
}

/** Sends a page, compressed when the browser accepts it. `gzipped` is the same page already compressed. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, cache: CacheState, page: { html?: Buffer; gzipped?: Buffer; stream?: Readable }) {
  if (acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    const body = page.stream ? compressStream(page.stream) : (page.gzipped ?? (await compressPage(page.html!)));
    return sendHtml(reply, status, cache, body);
  }
  return sendHtml(reply, status, cache, page.stream ?? page.html ?? (await inflatePage(page.gzipped!)));
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A redirect keeps the shopper's query (campaign tags, filters) unless the target has its own. */
const withQuery = (location: string, search: string) => (location.includes('?') || !search ? location : `${location}${search}`);

const UNKNOWN_SHOP = '<!doctype html><title>Unknown shop</title><p>No shop is served at this address.</p>';

export async function pages(app: FastifyInstance, options: PagesOptions) {
  const render = options.render ?? renderPage;
  const errorPage = options.renderErrorPage ?? renderErrorPage;

  async function servePage(request: FastifyRequest, reply: FastifyReply, target: RequestTarget) {
    const site = await options.resolveSite(request.headers.host);
    if (!site) return sendHtml(reply, 404, 'BYPASS', UNKNOWN_SHOP);
    const cookies = parseCookies(request.headers.cookie);
    const devMode = devModeFor(target.search, cookies);
    if (devMode.setCookie) reply.header('set-cookie', devMode.setCookie);

    const visitor = { savedLocale: cookies[LOCALE_COOKIE], acceptLanguage: request.headers['accept-language'] };
    const route = routePage(target, site, visitor);
    if (route.kind === 'redirect') {
      if (route.rememberLocale) reply.header('set-cookie', localeCookie(route.rememberLocale));
      return reply.redirect(route.location, route.status);
    }

    const pins = options.pinsFor(site.brand);
    reply.header('x-pin-set', pins.id);
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const url = new URL(`${target.pathname}${target.search}`, origin).href;
    const { locale, path } = route;
    const page: PageRequest = { site, locale, path, search: target.search, url, pins, devMode: devMode.on };
    const ctx = { ...options.page, log: request.log };
    const question = { method: request.method, hasQuery: target.search !== '', pathname: target.pathname };
    if (!mayUseCache({ ...question, locale, cookies, devMode: devMode.on })) {
      // Not shareable: stream it as React renders it.
      const { status, body, redirect } = await render(page, ctx);
      if (redirect) return reply.redirect(withQuery(redirect.location, target.search), redirect.status);
      return sendPage(request, reply, status, 'BYPASS', { stream: body });
    }
    const key = { brand: site.brand, locale, currency: site.currency, pinSet: pins.id, path: target.pathname };
    return serveCacheable(request, reply, key, target.search, () => render(page, ctx));
  }

  /**
   * From the cache, else rendered in full (to store it) and stored when it is fit to share. The
   * cache holds pages gzip-compressed (html-encoding.ts).
   */
  async function serveCacheable(request: FastifyRequest, reply: FastifyReply, key: PageCacheKey, search: string, renderNow: () => Promise<RenderedPage>) {
    const found = await options.cache.lookup(key);
    if (found.state === 'hit') return sendPage(request, reply, 200, 'HIT', { gzipped: found.html });
    const { status, body, failed = [], redirect } = await renderNow();
    if (redirect) return reply.redirect(withQuery(redirect.location, search), redirect.status);
    const html = await readAll(body);
    // A store that just failed is not asked again for this page: the page keeps its time bound.
    const shareable = status === 200 && failed.length === 0 && !reply.hasHeader('set-cookie');
    if (found.state === 'miss' && shareable) {
      const gzipped = await compressPage(html);
      await options.cache.save(key, gzipped);
      return sendPage(request, reply, status, 'MISS', { html, gzipped });
    }
    return sendPage(request, reply, status, 'MISS', { html });
  }

  /** Spec: any failure shows the error page with 500; if that fails too, a fixed text. */
  function sendErrorPage(request: FastifyRequest, reply: FastifyReply, target: RequestTarget, error: unknown) {
    request.log.error({ err: error, url: request.url }, 'page failed; showing the error page');
    let html: string;
    try {
      html = errorPage({ status: 500, locale: errorPageLocale(target.pathname, 'ro') });
    } catch (pageError) {
      request.log.error({ err: pageError }, 'the error page failed too; sending the fallback text');
      html = ERROR_PAGE_FALLBACK;
    }
    return sendHtml(reply, 500, 'BYPASS', html);
  }

  app.get('/*', async (request, reply) => {
    const target = splitRequestTarget(request.url);
    if (isServiceOrAssetPath(target.pathname)) return reply.callNotFound();
    try {
      return await servePage(request, reply, target);
    } catch (error) {
      if (reply.sent) throw error;
      return sendErrorPage(request, reply, target, error);
    }
  });
}
