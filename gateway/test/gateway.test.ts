import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { RemoteModule } from '@vitrina/mf-kit';
import { buildGateway, shellDir } from '../src/app.ts';
import { gatewayConfigSchema } from '../src/config.ts';
import { ModuleStore } from '../src/modules/store.ts';
import type { ServerRemotes } from '../src/remotes/server-remotes.ts';
import { BadHostError, SiteResolver } from '../src/sites/site-resolver.ts';
import { fakeBuild, tempDir } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';

const TOKEN = 'admin-token-for-tests-0123';
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi();
  // The gateway serves the shell's built scripts; build them once for the suite.
  const built = spawnSync(process.execPath, [join(shellDir(), 'build.ts')], { cwd: shellDir(), encoding: 'utf8' });
  if (built.status !== 0) throw new Error(built.stderr);
});
afterAll(() => api?.close());

/** Remotes that never answer, or answer with a module that throws while preparing. */
const stubRemotes = (load: () => Promise<RemoteModule>) => ({ load, size: 0 }) as unknown as ServerRemotes;

async function gatewayWith(remotes: ServerRemotes | undefined, env: Record<string, string> = {}) {
  const store = new ModuleStore(tempDir());
  await store.publish(fakeBuild('content', '1.0.0'));
  store.pin('*', 'content', '1.0.0');
  const config = gatewayConfigSchema.parse({
    API_BASE_URL: api.url,
    MODULES_DIR: store.dir,
    ADMIN_TOKEN: TOKEN,
    REMOTE_TIMEOUT_MS: '200',
    ...env,
  });
  return { app: await buildGateway({ config, store, logger: false, ...(remotes ? { remotes } : {}) }), store };
}
const page = (app: Awaited<ReturnType<typeof gatewayWith>>['app'], url: string) =>
  app.inject({ url, headers: { host: 'pharmacy.localhost:3000' } });

describe('site resolution', () => {
  it('finds the shop by host name (ignoring the port), and nothing for other hosts', async () => {
    const byHost = new SiteResolver({ apiBaseUrl: api.url, timeoutMs: 2000 });
    expect(await byHost.resolve('Pharmacy.localhost:3000')).toMatchObject({
      brand: 'pharmacy',
      title: 'Farmacia Verde',
    });
    expect(await byHost.resolve('nowhere.localhost')).toBeNull();
  });

  it('with a fixed token serves the shop only on its own hosts (and loopback), never on any Host', async () => {
    const fixed = new SiteResolver({ apiBaseUrl: api.url, fixedToken: 'demo-pharmacy', timeoutMs: 2000 });
    expect(await fixed.resolve('pharmacy.localhost:8080')).toMatchObject({ brand: 'pharmacy' });
    expect(await fixed.resolve('127.0.0.1:3000')).toMatchObject({ brand: 'pharmacy' });
    expect(await fixed.resolve('anything.example')).toBeNull();
  });

  it('refuses a Host header that is not a host name before asking the back end', async () => {
    const byHost = new SiteResolver({ apiBaseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    for (const bad of [
      undefined,
      'shop.localhost:99999',
      'a'.repeat(300),
      'shop\u0001.localhost',
      'shop.localhost:0',
      'sh op.localhost',
    ])
      await expect(byHost.resolve(bad)).rejects.toBeInstanceOf(BadHostError);
  });
});

describe('pages', () => {
  it('sends a path without a locale to the main language, and unknown hosts a 404', async () => {
    const { app } = await gatewayWith(stubRemotes(() => new Promise(() => undefined)));
    const res = await page(app, '/page/about?x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ro/page/about?x=1');
    expect((await app.inject({ url: '/ro/', headers: { host: 'other.localhost' } })).statusCode).toBe(404);
  });

  it('renders the page with the fallback in the area of a remote that times out, and says so to the browser', async () => {
    const { app } = await gatewayWith(stubRemotes(() => new Promise(() => undefined)));
    const res = await page(app, '/ru/page/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-remote-fallback="content"');
    expect(res.body).toContain('Не удалось загрузить этот раздел.');
    expect(res.body).toContain('"failed":["content"]');
    expect(res.body).toContain('Farmacia Verde');
  });

  it('contains a remote whose data loading throws', async () => {
    const throwing = {
      App: () => null,
      namespace: 'x',
      translations: {},
      handles: () => true,
      prepare: () => Promise.reject(new Error('boom')),
    };
    const { app } = await gatewayWith(stubRemotes(() => Promise.resolve(throwing)));
    const res = await page(app, '/en/page/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This section could not be loaded.');
  });

  it('embeds the pinned, version-keyed browser URL of the remote, and the pin set id', async () => {
    const { app, store } = await gatewayWith(stubRemotes(() => new Promise(() => undefined)));
    const res = await page(app, '/ro/page/about');
    expect(res.body).toContain('"entry":"/modules/content/1.0.0/browser/mf-manifest.json"');
    expect(res.headers['x-pin-set']).toBe(store.resolve('pharmacy').id);
  });

  it('serves a published browser build with immutable caching, and never a server build', async () => {
    const { app } = await gatewayWith(undefined);
    const ok = await app.inject({ url: '/modules/content/1.0.0/browser/remoteEntry.js' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ url: '/modules/content/1.0.0/server/remoteEntry.js' })).statusCode).not.toBe(200);
  });
});

describe('admin API', () => {
  it('refuses calls without the bearer token, or with a wrong one, in the one error shape', async () => {
    const { app } = await gatewayWith(undefined);
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const res = await app.inject({ url: '/admin/pins', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', fieldErrors: {} });
    }
  });

  it('is off without ADMIN_TOKEN', async () => {
    const store = new ModuleStore(tempDir());
    const config = gatewayConfigSchema.parse({ API_BASE_URL: api.url, MODULES_DIR: store.dir });
    const app = await buildGateway({ config, store, logger: false });
    const res = await app.inject({ url: '/admin/modules', headers: { authorization: 'Bearer anything-at-all-long' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('admin_disabled');
  });

  it('pins, shows, rolls back and unpins; bad input gets a 4xx naming the problem', async () => {
    const { app, store } = await gatewayWith(undefined);
    await store.publish(fakeBuild('content', '1.1.0'));
    const auth = { authorization: `Bearer ${TOKEN}` };
    const pin = (version: unknown) =>
      app.inject({ method: 'PUT', url: '/admin/pins/pharmacy/content', headers: auth, payload: { version } });

    const bad = await pin('latest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('version');
    expect((await pin('9.9.9')).statusCode).toBe(404);
    const ok = await pin('1.1.0');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().remotes.content).toEqual({ version: '1.1.0', from: 'brand' });
    const modules = await app.inject({ url: '/admin/modules', headers: auth });
    expect(modules.json().content.map((r: { version: string }) => r.version)).toEqual(['1.1.0', '1.0.0']);
    expect(
      (await app.inject({ method: 'POST', url: '/admin/pins/pharmacy/content/rollback', headers: auth })).statusCode,
    ).toBe(409);
    const unpinned = await app.inject({ method: 'DELETE', url: '/admin/pins/pharmacy/content', headers: auth });
    expect(unpinned.json().remotes.content).toEqual({ version: '1.0.0', from: 'default' });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/admin/pins/pharmacy/basket',
          headers: auth,
          payload: { version: '1.0.0' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
