import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { cartSync } from './cart-sync/cart-sync.ts';
import type { CartEventBus } from './cart-sync/cart-events.ts';
import type { CartRecordStore } from './cart-sync/cart-record-store.ts';
import { websocketUpgrades } from './cart-sync/websocket-upgrades.ts';
import { apiProxy } from './http/api-proxy.ts';
import { mediaProxy } from './http/media-proxy.ts';
import { FrameCache } from './render/frame-cache.ts';
import { FrameScopes } from './render/frame-scopes.ts';
import { FrameDataCache } from './render/frame-data-cache.ts';
import { pages } from './http/pages.ts';
import { staticAssets } from './http/static-assets.ts';
import type { ModuleStore } from './modules/store.ts';
import { adminRoutes } from './http/admin.ts';
import { answerClientError } from './http/error-answers.ts';
import { answerWith, errorBody, errorHandling } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { crawlerFiles } from './http/sitemap.ts';
import { Readiness, health } from './http/health.ts';
import type { PageRenderer } from './http/pages.ts';
import { boundPageCache, createPageStore, listenForChanges } from './cache/create-page-cache.ts';
import type { TagFeedFactory } from './cache/create-page-cache.ts';
import { OutageLog } from './cache/outage-log.ts';
import type { PageCache } from './cache/page-cache.ts';
import { PurgeLog } from './cache/purge-log.ts';
import { TagPurge } from './cache/tag-purge.ts';
import type { ShellAssets } from './render/document.ts';
import type { ErrorPageRenderer } from './routing/error-page.ts';
import { ServerRemotes } from './remotes/server-remotes.ts';
import { REUSE_WINDOW_MS, SessionRefresher } from './session/session-refresher.ts';
import { redisRefreshLedger } from './session/refresh-ledger.ts';
import type { RefreshLedger } from './session/refresh-ledger.ts';
import { SiteResolver } from './sites/site-resolver.ts';

const require = createRequire(import.meta.url);

/** The shell package's folder; its browser build lives in dist/browser. */
export function shellDir(): string {
  return dirname(require.resolve('@vitrina/shell/package.json'));
}

function readShellAssets(dir: string): ShellAssets {
  try {
    return JSON.parse(readFileSync(join(dir, 'dist', 'browser', 'assets.json'), 'utf8')) as ShellAssets;
  } catch {
    throw new Error('the shell is not built: run `pnpm --filter @vitrina/shell build`');
  }
}

export interface GatewayDeps {
  config: GatewayConfig;
  store: ModuleStore;
  logger?: FastifyServerOptions['logger'];
  /** A logger made before the gateway (the server's, shared with the module store). */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  remotes?: ServerRemotes;
  /** The shell's built scripts; read from its dist folder when not given (tests pass their own). */
  shellAssets?: ShellAssets;
  /** Page store; by default memory, or Redis when REDIS_URL is set. */
  pageCache?: PageCache;
  render?: PageRenderer;
  renderErrorPage?: ErrorPageRenderer;
  /** The clock of every cache and breaker (tests move time instead of waiting for it). */
  now?: () => number;
  /** Cart records and their events (/api/cart-redis, /ws/cart); by default memory, or Redis when REDIS_URL is set. */
  cartStore?: CartRecordStore;
  cartEvents?: CartEventBus;
  /** Where the back end's changed cache tags come from; by default the Redis channel when REDIS_URL is set. */
  tagFeed?: TagFeedFactory;
  /** What /health answers: the server sets it draining on SIGTERM (SHUTDOWN_DRAIN_MS). */
  readiness?: Readiness;
  /** One refresh per token across gateway nodes (Redis, with REDIS_URL); node-local otherwise. */
  refreshLedger?: RefreshLedger;
  /** The frames kept between pages (render/frame-cache.ts); a test passes its own to count renders. */
  frames?: FrameCache;
}

export async function buildGateway(deps: GatewayDeps) {
  const { config } = deps;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? { level: config.LOG_LEVEL } }),
    trustProxy: config.TRUST_PROXY,
    // Errors before routing keep the answer a client expects (error-answers.ts).
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) =>
      answerWith(reply, request.url, 400, errorBody('bad_url', error.message.replace(/'.*' is/, 'The URL is'))),
  });
  const { now } = deps;
  const sites = new SiteResolver({
    apiBaseUrl: config.API_BASE_URL,
    fixedToken: config.SITE_TOKEN,
    serviceKey: config.SERVICE_KEY,
    timeoutMs: config.PAGE_BUDGET_MS,
    staleMs: config.PAGE_CACHE_STALE_S * 1000,
    ...(now ? { now } : {}),
  });
  const resolveSite = (host: string | undefined, signal?: AbortSignal) => sites.resolve(host, signal);
  const refreshLedger =
    deps.refreshLedger ??
    (config.REDIS_URL
      ? redisRefreshLedger({
          url: config.REDIS_URL,
          prefix: config.REFRESH_KEY_PREFIX,
          timeoutMs: config.PAGE_CACHE_TIMEOUT_MS,
          refreshTimeoutMs: Math.min(config.API_TIMEOUT_MS, config.PAGE_BUDGET_MS),
          reuseWindowMs: REUSE_WINDOW_MS,
        })
      : undefined);
  if (refreshLedger) app.addHook('onClose', () => refreshLedger.close());
  const refresher = new SessionRefresher({
    apiBaseUrl: config.API_BASE_URL,
    timeoutMs: Math.min(config.API_TIMEOUT_MS, config.PAGE_BUDGET_MS),
    ...(refreshLedger ? { ledger: refreshLedger } : {}),
    ...(now ? { now } : {}),
  });
  const remotes = deps.remotes ?? new ServerRemotes();
  const shell = shellDir();
  const outage = new OutageLog(app.log, 'the page cache store');
  const pageStore = deps.pageCache ?? createPageStore(config, outage, now);
  app.addHook('onClose', () => pageStore.close());
  // A Redis that is up gets a moment to connect, so the first pages can use it; one that is down
  // does not hold the start (pages render without the cache until it is back).
  await pageStore.ready(config.PAGE_CACHE_TIMEOUT_MS);
  // Pages and frame data are kept long only when the gateway hears the back end's changes.
  const purges = new PurgeLog(now ? { now } : {});
  const hearsChanges = deps.tagFeed !== undefined || config.REDIS_URL !== undefined;
  const pageCache = boundPageCache(pageStore, config, outage, { hearsChanges, purges }, now);
  const frameData = new FrameDataCache({
    ttlMs: config.FRAME_DATA_TTL_MS,
    taggedTtlMs: hearsChanges ? config.PAGE_CACHE_TTL_S * 1000 : config.FRAME_DATA_TTL_MS,
    staleMs: config.PAGE_CACHE_STALE_S * 1000,
    loadTimeoutMs: config.PAGE_BUDGET_MS,
    purges,
    ...(now ? { now } : {}),
  });
  const tagPurge = new TagPurge({ purges, pages: pageCache, frameData, sites, log: app.log });
  const tagFeed = listenForChanges(config, tagPurge, app.log, deps.tagFeed);
  if (tagFeed) app.addHook('onClose', () => tagFeed.close());

  // First: a plugin gets only the hooks registered before it (security-headers.ts).
  await app.register(securityHeaders);
  await app.register(errorHandling);
  await app.register(health, { readiness: deps.readiness ?? new Readiness() });
  // Before every route: socket upgrades see them all (websocket-upgrades.ts).
  await app.register(websocketUpgrades);
  await app.register(adminRoutes, {
    store: deps.store,
    adminToken: config.ADMIN_TOKEN,
    purging: { pageCache, tagPurge, tagFeed },
    rateLimit: { max: config.ADMIN_RATE_LIMIT, redisUrl: config.REDIS_URL },
  });
  await app.register(staticAssets, { shellDir: shell, modulesDir: config.MODULES_DIR });
  // Its own /api paths take precedence over the proxy's /api/* (static routes win in Fastify).
  await app.register(cartSync, {
    config,
    resolveSite,
    refresher,
    ...(deps.cartStore ? { store: deps.cartStore } : {}),
    ...(deps.cartEvents ? { events: deps.cartEvents } : {}),
    ...(now ? { now } : {}),
  });
  await app.register(apiProxy, {
    apiBaseUrl: config.API_BASE_URL,
    resolveSite,
    timeoutMs: config.API_TIMEOUT_MS,
    budgetMs: config.PAGE_BUDGET_MS,
    refresher,
    ...(now ? { now } : {}),
  });
  await app.register(mediaProxy, { apiBaseUrl: config.API_BASE_URL, timeoutMs: config.API_TIMEOUT_MS });
  await app.register(crawlerFiles, {
    resolveSite,
    pinsFor: (brand) => deps.store.resolve(brand),
    apiBaseUrl: config.API_BASE_URL,
    timeoutMs: config.SITEMAP_TIMEOUT_MS,
  });
  const assets = deps.shellAssets ?? readShellAssets(shell);
  await app.register(pages, {
    resolveSite,
    // Resolved on every page, so a pin change (admin API or CLI) applies to the next request.
    pinsFor: (brand) => deps.store.resolve(brand),
    page: {
      remotes,
      apiBaseUrl: config.API_BASE_URL,
      timeoutMs: config.REMOTE_TIMEOUT_MS,
      frameData,
      frameScopes: new FrameScopes(frameData),
      frames: deps.frames ?? new FrameCache(),
      // Asked per page: in dev (SHELL_ASSETS_LIVE) the shell's bundle rebuilds in place.
      assets: config.SHELL_ASSETS_LIVE && !deps.shellAssets ? () => readShellAssets(shell) : () => assets,
    },
    cache: pageCache,
    session: { refresher, ...(now ? { now } : {}) },
    budgetMs: config.PAGE_BUDGET_MS,
    // Caches in front hear no purges: they may keep a page only as long as an untagged one.
    ttlSeconds: Math.min(config.PAGE_CACHE_UNTAGGED_TTL_S, config.PAGE_CACHE_TTL_S),
    staleSeconds: config.PAGE_CACHE_STALE_S,
    ...(deps.render ? { render: deps.render } : {}),
    ...(deps.renderErrorPage ? { renderErrorPage: deps.renderErrorPage } : {}),
  });
  return app;
}
