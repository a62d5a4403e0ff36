// What goes over the wire: pages gzip-compressed for browsers that accept it (also a cache hit,
// which is stored compressed), plain for clients that do not; built browser files as their
// precompressed brotli or gzip twin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { acceptsGzip } from '../src/http/html-encoding.ts';
import { precompress } from '@vitrina/mf-kit/precompress';
import { fakeBuild, tempDir } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let gw: Awaited<ReturnType<typeof pageGateway>>;
const SCRIPT = `console.log(${JSON.stringify('vitrina '.repeat(400))});`;

beforeAll(async () => {
  api = await startFakeApi();
  gw = await pageGateway({ apiUrl: api.url });
  const build = fakeBuild('content', '1.0.0');
  writeFileSync(join(build, 'browser', 'page.js'), SCRIPT);
  precompress(join(build, 'browser'));
  await gw.store.publish(build);
  gw.store.pin('*', 'content', '1.0.0');
});
afterAll(async () => {
  await gw?.app.close();
  await api?.close();
});

describe('page compression', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['GZip;q=0.8', true],
    ['identity, *;q=0.5', true],
    ['*;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('reads Accept-Encoding %s as gzip allowed: %s', (header, allowed) => {
    expect(acceptsGzip(header)).toBe(allowed);
  });

  it('sends a rendered page and then its cache hit gzipped, the same page both times', async () => {
    const miss = await gw.get('/ro/zipped', { 'accept-encoding': 'gzip, br' });
    const hit = await gw.get('/ro/zipped', { 'accept-encoding': 'gzip, br' });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const res of [miss, hit]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
    }
    const page = gunzipSync(miss.rawPayload).toString();
    expect(page).toContain('/zipped');
    expect(gunzipSync(hit.rawPayload).toString()).toBe(page);
  });

  it('inflates a cache hit for a client that does not accept gzip', async () => {
    await gw.get('/ro/plain', { 'accept-encoding': 'gzip' });
    const res = await gw.get('/ro/plain');
    expect(res.headers['x-cache']).toBe('HIT');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('/plain');
  });

  it('compresses a streamed page that bypasses the cache', async () => {
    const res = await gw.get('/ro/streamed?q=1', { 'accept-encoding': 'gzip' });
    expect(res.headers['x-cache']).toBe('BYPASS');
    expect(gunzipSync(res.rawPayload).toString()).toContain('/streamed');
  });
});

describe('built browser files', () => {
  it('are sent as their brotli twin to a browser that accepts it, and plain otherwise', async () => {
    const url = '/modules/content/1.0.0/browser/page.js';
    const br = await gw.get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await gw.get(url, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await gw.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('leaves small files alone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'remoteEntry.js'), '/* small */');
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'nested', 'big.js'), SCRIPT);
    expect(precompress(dir)).toBe(2);
  });
});
