import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { apiProxy } from './http/api-proxy.ts';
import { pages } from './http/pages.ts';
import { staticAssets } from './http/static-assets.ts';
import type { ModuleStore } from './modules/store.ts';
import { adminRoutes } from './http/admin.ts';
import { errorHandling } from './http/errors.ts';
import type { ShellAssets } from './render/document.ts';
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
}

export async function buildGateway(deps: GatewayDeps) {
  const { config } = deps;
  const app = Fastify({ logger: deps.logger ?? { level: config.LOG_LEVEL } });
  const sites = new SiteResolver(config.API_BASE_URL, config.SITE_TOKEN);
  const remotes = deps.remotes ?? new ServerRemotes();
  const shell = shellDir();
  await app.register(errorHandling);
  await app.register(adminRoutes, { store: deps.store, adminToken: config.ADMIN_TOKEN });
  await app.register(staticAssets, { shellDir: shell, modulesDir: config.MODULES_DIR });
  await app.register(apiProxy, { apiBaseUrl: config.API_BASE_URL, sites });
  await app.register(pages, {
    sites,
    // Resolved on every page, so a pin change (admin API or CLI) applies to the next request.
    pinsFor: (brand) => deps.store.resolve(brand),
    page: { remotes, apiBaseUrl: config.API_BASE_URL, timeoutMs: config.REMOTE_TIMEOUT_MS, assets: readShellAssets(shell) },
  });
  return app;
}
