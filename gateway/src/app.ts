import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { apiProxy } from './http/api-proxy.ts';
import { FrameDataCache } from './render/frame-data-cache.ts';
import { pages } from './http/pages.ts';
import { staticAssets } from './http/static-assets.ts';
import type { ModuleStore } from './modules/store.ts';
import { adminRoutes } from './http/admin.ts';
import { errorHandling } from './http/errors.ts';
import { crawlerFiles } from './http/sitemap.ts';
import type { PageRenderer } from './http/pages.ts';
import { boundPageCache, createPageStore } from './cache/create-page-cache.ts';
import { OutageLog } from './cache/outage-log.ts';
import type { PageCache } from './cache/page-cache.ts';
import type { ShellAssets } from './render/document.ts';
import type { ErrorPageRenderer } from './routing/error-page.ts';
import { ServerRemotes } from './remotes/server-remotes.ts';
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
  remotes?: ServerRemotes;
  /** The shell's built scripts; read from its dist folder when not given (tests pass their own). */
  shellAssets?: ShellAssets;
  /** Page store; by default memory, or Redis when REDIS_URL is set. */
  pageCache?: PageCache;
  render?: PageRenderer;
  renderErrorPage?: ErrorPageRenderer;
}

export async function buildGateway(deps: GatewayDeps) {
  const { config } = deps;
  const app = Fastify({ logger: deps.logger ?? { level: config.LOG_LEVEL }, trustProxy: config.TRUST_PROXY });
  const sites = new SiteResolver(config.API_BASE_URL, config.SITE_TOKEN);
  const resolveSite = (host: string | undefined) => sites.resolve(host);
  const remotes = deps.remotes ?? new ServerRemotes();
  const shell = shellDir();
  const outage = new OutageLog(app.log, 'the page cache store');
  const pageStore = deps.pageCache ?? createPageStore(config, outage);
  app.addHook('onClose', () => pageStore.close());
  // A Redis that is up gets a moment to connect, so the first pages can use it; one that is down
  // does not hold the start (pages render without the cache until it is back).
  await pageStore.ready(config.PAGE_CACHE_TIMEOUT_MS);
  const pageCache = boundPageCache(pageStore, config, outage);

  await app.register(errorHandling);
  await app.register(adminRoutes, { store: deps.store, adminToken: config.ADMIN_TOKEN, pageCache });
  await app.register(staticAssets, { shellDir: shell, modulesDir: config.MODULES_DIR });
  await app.register(apiProxy, { apiBaseUrl: config.API_BASE_URL, sites });
  await app.register(crawlerFiles, {
    resolveSite,
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
      frameData: new FrameDataCache(config.FRAME_DATA_TTL_MS),
      // A getter: pages spread this object per request, so a live shell build is re-read each time.
      get assets() {
        return config.SHELL_ASSETS_LIVE && !deps.shellAssets ? readShellAssets(shell) : assets;
      },
    },
    cache: pageCache,
    ...(deps.render ? { render: deps.render } : {}),
    ...(deps.renderErrorPage ? { renderErrorPage: deps.renderErrorPage } : {}),
  });
  return app;
}
