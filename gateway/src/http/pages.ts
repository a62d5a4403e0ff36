// Every other GET is a storefront page: check the path, resolve the shop, apply the URL rules
// (locale, slashes, section defaults), then answer from the page cache or render. A page whose
// data failed is never stored and never a 200: an expired copy stands in (STALE) when the cache
// has one, otherwise the error page answers 503.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readGateChoices } from '@vitrina/events';
import type { BoundedPageCache } from '../cache/bounded-page-cache.ts';
import { mayUseCache } from '../cache/cache-policy.ts';
import type { PageCacheKey } from '../cache/page-cache.ts';
import { compressPage } from './html-encoding.ts';
import { pageReplies, readAll, withQuery } from './page-replies.ts';
import { pagePolicy } from './security-headers.ts';
import type { PagePolicy } from './security-headers.ts';
import { renderPage } from '../render/render-page.ts';
import type { PageContext, PageRequest, PinSetRef, RenderResult } from '../render/render-page.ts';
import { TimeoutError } from '../render/with-timeout.ts';
import { parseCookies } from '../routing/cookies.ts';
import { DEV_MODE_HEADER, devModeFor } from '../routing/dev-mode.ts';
import { renderErrorPage } from '../routing/error-page.ts';
import { guestVisit, setsVisitorCookie } from '../routing/guest-identity.ts';
import type { ErrorPageRenderer } from '../routing/error-page.ts';
import { LOCALE_COOKIE, localeCookie } from '../routing/locale-choice.ts';
import { routePage } from '../routing/page-route.ts';
import { checkPagePath, isCacheablePath } from '../routing/path-check.ts';
import { isServiceOrAssetPath, splitRequestTarget } from '../routing/request-target.ts';
import type { RequestTarget } from '../routing/request-target.ts';
import { isGuardedPath, loginRedirect, mayOpenCabinet } from '../session/cabinet-guard.ts';
import { requestSession } from '../session/request-session.ts';
import { sessionTokens } from '../session/session-cookies.ts';
import type { SessionRefresher } from '../session/session-refresher.ts';
import { BadHostError, SiteUnavailableError } from '../sites/site-resolver.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';

export type RenderedPage = Omit<RenderResult, 'failed' | 'degraded'> &
  Partial<Pick<RenderResult, 'failed' | 'degraded'>>;
export type PageRenderer = (page: PageRequest, ctx: PageContext) => Promise<RenderedPage>;

export interface PagesOptions {
  resolveSite: (hostHeader: string | undefined, signal?: AbortSignal) => Promise<GatewaySite | null>;
  pinsFor: (brand: string) => PinSetRef;
  page: Omit<PageContext, 'log'>;
  cache: BoundedPageCache;
  /** Renews the signed-in shopper's session (shared with the /api proxy). */
  session: { refresher: SessionRefresher; now?: () => number };
  /** One deadline per page for everything it waits on (PAGE_BUDGET_MS). */
  budgetMs: number;
  ttlSeconds: number;
  staleSeconds: number;
  /** Injected by tests to make rendering fail; renderPage otherwise. */
  render?: PageRenderer;
  renderErrorPage?: ErrorPageRenderer;
}

const UNKNOWN_SHOP =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown shop</title></head><body><p>No shop is served at this address.</p></body></html>';

/** What went wrong, as the status a shopper's browser (and any cache in front) should see. */
function errorStatus(error: unknown): number {
  if (error instanceof BadHostError) return 400;
  if (error instanceof SiteUnavailableError || error instanceof TimeoutError) return 503;
  return 500;
}

export async function pages(app: FastifyInstance, options: PagesOptions) {
  const render = options.render ?? renderPage;

  const { sendHtml, sendPage, sendStored, sendErrorPage } = pageReplies({
    ttlSeconds: options.ttlSeconds,
    staleSeconds: options.staleSeconds,
    errorPage: options.renderErrorPage ?? renderErrorPage,
  });

  async function servePage(request: FastifyRequest, reply: FastifyReply, target: RequestTarget, signal: AbortSignal) {
    const verdict = checkPagePath(target.pathname);
    if (verdict !== 'page') return sendErrorPage(reply, target, verdict === 'bad-request' ? 400 : 404);
    const site = await options.resolveSite(request.headers.host, signal);
    if (!site) return sendHtml(reply, 404, 'BYPASS', 'no-store', UNKNOWN_SHOP);
    const cookies = parseCookies(request.headers.cookie);
    const devMode = devModeFor(target.search, cookies);
    if (devMode.setCookie) reply.header('set-cookie', devMode.setCookie);

    const { referer, host } = request.headers;
    const visitor = {
      savedLocale: cookies[LOCALE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
      referer,
      host,
    };
    const route = routePage(target, site, visitor);
    if (route.rememberLocale) reply.header('set-cookie', localeCookie(route.rememberLocale));
    if (route.kind === 'redirect')
      return reply.header('cache-control', 'no-store').redirect(route.location, route.status);

    const { locale, path } = route;
    const session = await requestSession(
      sessionTokens(cookies),
      site,
      options.session.refresher,
      (options.session.now ?? Date.now)(),
      request.ip,
    );
    for (const line of session.setCookies) reply.header('set-cookie', line);
    if (isGuardedPath(target.pathname)) {
      const check = {
        apiBaseUrl: options.page.apiBaseUrl,
        siteToken: site.token,
        locale,
        bearer: session.bearer,
        signal,
        clientIp: request.ip,
        ...(options.page.frameData ? { frameData: options.page.frameData } : {}),
      };
      if (!(await mayOpenCabinet(check)))
        return reply.header('cache-control', 'no-store').redirect(loginRedirect(locale), 302);
    }

    // A page answer carries the guest's token; a redirect leaves that to the page it leads to.
    const guest = guestVisit(cookies, site.publicOrigin);
    if (guest.setCookie) reply.header('set-cookie', guest.setCookie);
    const pins = options.pinsFor(site.brand);
    reply.header('x-pin-set', pins.id);
    const url = new URL(`${target.pathname}${target.search}`, site.publicOrigin).href;
    const csp = pagePolicy(reply, site);
    const page: PageRequest = {
      site,
      locale,
      path,
      search: target.search,
      url,
      pins,
      devMode: devMode.on,
      signal,
      clientIp: request.ip,
      nonce: csp.nonce,
    };
    const ctx = { ...options.page, log: request.log };
    const question = { method: request.method, hasQuery: target.search !== '', pathname: target.pathname };
    const cacheQuestion = {
      ...question,
      locale,
      cookies,
      devMode: devMode.on,
      signedIn: session.bearer !== undefined,
      personalSections: pins.routes.table.personal,
    };
    // A language switch answers with this shopper's cookie, and a signed-in shopper's page may show
    // their data: rendered for them, never from or into the cache.
    if (!isCacheablePath(target.pathname) || route.rememberLocale || !mayUseCache(cacheQuestion)) {
      // Not shareable: stream it as React renders it, for this shopper (their guest identity and gate answers known).
      const signedIn = session.bearer ? { session: { bearer: session.bearer } } : {};
      const gates = readGateChoices((name) => cookies[name]);
      const rendered = await render({ ...page, guest: guest.identity, gates, ...signedIn }, ctx);
      const { status, body, redirect } = rendered;
      if (redirect) return reply.redirect(withQuery(redirect.location, target.search), redirect.status);
      csp.apply(csp.nonce);
      // Dev-mode pages always come this way (never cached): the back end's echo is told on the page.
      if (rendered.devModeEcho) reply.header(DEV_MODE_HEADER, 'true');
      return sendPage(request, reply, status, 'BYPASS', status >= 500 ? 'no-store' : 'private', { stream: body });
    }
    const key = { brand: site.brand, locale, currency: site.currency, pinSet: pins.id, path: target.pathname };
    return serveCacheable(request, reply, key, target.search, csp, () => render(page, ctx));
  }

  /**
   * From the cache, else rendered in full (to store it) and stored when it is fit to share. A
   * render that fails (throws, 5xx, a remote fallen back) gives way to an expired copy if one is kept.
   */
  async function serveCacheable(
    request: FastifyRequest,
    reply: FastifyReply,
    key: PageCacheKey,
    search: string,
    csp: PagePolicy,
    renderNow: () => Promise<RenderedPage>,
  ) {
    const found = await options.cache.lookup(key);
    if (found.state === 'hit') return sendStored(request, reply, 'HIT', found.page, csp);
    const stale = found.state === 'stale' ? found.page : null;
    // Before the first back-end call: a tag purge after this may find the render's data old.
    const since = options.cache.renderStarts();
    let rendered: RenderedPage;
    try {
      rendered = await renderNow();
    } catch (error) {
      if (!stale) throw error;
      request.log.error({ err: error, url: request.url }, 'page failed; serving the kept copy');
      return sendStored(request, reply, 'STALE', stale, csp);
    }
    const { status, body, failed = [], degraded = false, redirect } = rendered;
    if (redirect) return reply.redirect(withQuery(redirect.location, search), redirect.status);
    if (stale && (status >= 500 || failed.length > 0)) {
      body.resume();
      return sendStored(request, reply, 'STALE', stale, csp);
    }
    const html = await readAll(body);
    csp.apply(csp.nonce);
    const shareable = status === 200 && failed.length === 0 && !degraded && !setsVisitorCookie(reply);
    // A store that just failed is not asked again for this page: the page keeps its time bound.
    if (found.state !== 'unavailable' && shareable) {
      const gzipped = await compressPage(html);
      // Stored with its nonce (every HIT of this copy is sent with a policy naming it) and with the
      // cache tags of what it shows, by which a change purges it.
      const tags = rendered.cacheTags?.() ?? null;
      await options.cache.save(key, gzipped, { nonce: csp.nonce, tags, since });
      return sendPage(request, reply, status, 'MISS', 'shared', { html, gzipped });
    }
    return sendPage(request, reply, status, 'MISS', status >= 500 || !shareable ? 'no-store' : 'shared', { html });
  }

  app.get('/*', async (request, reply) => {
    const target = splitRequestTarget(request.url);
    if (isServiceOrAssetPath(target.pathname)) return reply.callNotFound();
    const signal = AbortSignal.timeout(options.budgetMs);
    try {
      return await servePage(request, reply, target, signal);
    } catch (error) {
      if (reply.sent) throw error;
      const status = errorStatus(error);
      if (status >= 500) request.log.error({ err: error, url: request.url }, 'page failed; showing the error page');
      return sendErrorPage(reply, target, status);
    }
  });
}
