// /media/*: the back end's pictures at the same path on the shop's address, outside the /api/ that
// robots.txt closes. The answer depends on the path alone, so nothing of the visitor or the shop
// reaches the back end, and nothing of the back end but the picture and its caching headers comes back.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.ts';
import { gatewayConfigSchema } from '../src/config.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { MEDIA_SVG, startFakeApi } from './helpers/fake-api.ts';
import { tempDir } from './helpers/fake-build.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let app: Awaited<ReturnType<typeof buildGateway>>;
const HOST = 'pharmacy.localhost:3000';

beforeAll(async () => {
  api = await startFakeApi();
  const store = new ModuleStore(tempDir());
  const config = gatewayConfigSchema.parse({ API_BASE_URL: api.url, MODULES_DIR: store.dir, API_TIMEOUT_MS: '300' });
  app = await buildGateway({ config, store, logger: false, shellAssets: { scripts: [] } });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: HOST, ...headers } });

/** The status of a GET whose path reaches the gateway exactly as written. */
function rawStatus(path: string): Promise<number> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: HOST } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/media', () => {
  it("serves the back end's picture with its type and caching headers, and no cookie", async () => {
    const res = await get('/media/products/12-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(MEDIA_SVG);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends the back end the path and the conditional headers only, and passes its 304 on', async () => {
    const res = await get('/media/logos/pharmacy-light.svg?v=2', {
      cookie: 'dev-mode=true; session=abc',
      'if-none-match': '"v1"',
      'x-site-token': 'demo-forged',
    });
    expect(res.statusCode).toBe(304);
    const call = api.mediaCalls.at(-1)!;
    expect(call.url).toBe('/media/logos/pharmacy-light.svg');
    expect(call.headers['if-none-match']).toBe('"v1"');
    for (const name of ['cookie', 'dev-mode', 'x-site-token', 'authorization'])
      expect(call.headers).not.toHaveProperty(name);
  });

  it("passes the back end's 404 on", async () => {
    expect((await get('/media/missing.svg')).statusCode).toBe(404);
  });

  // Sent as raw bytes over a socket: an injected request would have its dot segments resolved first.
  it.each(['/media/../general/ok', '/media/%2e%2e/general/ok', '/media/.%2E/general/ok'])(
    'never reaches a back-end path outside /media: %s',
    async (path) => {
      const before = api.mediaCalls.length;
      expect(await rawStatus(path)).toBe(404);
      expect(api.mediaCalls.length).toBe(before);
    },
  );

  it('answers 504 in the one error shape when the back end does not answer in time', async () => {
    const res = await get('/media/slow.svg');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ code: 'upstream_timeout' });
  });
});
