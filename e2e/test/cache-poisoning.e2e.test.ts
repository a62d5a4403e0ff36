// Nothing a request says about where it arrived (Host port, case, X-Forwarded-Host/-Proto, encoded
// paths) reaches the page cache: a page stored after a poisoned request carries the shop's public
// origin only, and a variant spelling of a path is never stored at all.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { httpGet } from '../src/http.ts';
import { SERVICE_KEY, startGateway } from '../src/stack.ts';

let gateway: Awaited<ReturnType<typeof startGateway>>;
let origin: string;

beforeAll(async () => {
  // Behind a proxy it trusts, a gateway believes X-Forwarded-*: the worst case for poisoning.
  gateway = await startGateway(inject('modulesDir'), { API_BASE_URL: inject('api'), TRUST_PROXY: 'true' });
  const res = await fetch(`${inject('api')}/sites/resolve?host=kids.localhost`, {
    headers: { authorization: `Bearer ${SERVICE_KEY}` },
  });
  origin = ((await res.json()) as { publicOrigin: string }).publicOrigin;
});
afterAll(() => gateway?.stop());

const get = (path: string, headers: Record<string, string>) => httpGet(gateway.url, path, headers);

/** Every absolute http(s) URL in a page that names one of our shops' hosts. */
function shopUrls(html: string): string[] {
  return [...html.matchAll(/https?:(?:\/|\\u002F){2}[^"'\s<\\]*localhost[^"'\s<\\]*/g)].map((m) => m[0]);
}

const POISONS: [string, Record<string, string>][] = [
  ['a port', { host: 'kids.localhost:7321' }],
  ['capitals', { host: 'KIDS.LOCALHOST:3000' }],
  ['X-Forwarded-Host', { host: 'kids.localhost', 'x-forwarded-host': 'evil.example' }],
  ['X-Forwarded-Proto', { host: 'kids.localhost', 'x-forwarded-proto': 'javascript' }],
  ['X-Forwarded-Port', { host: 'kids.localhost', 'x-forwarded-port': '6666' }],
];

describe('cache poisoning', () => {
  it.each(POISONS)('a page stored after a request with %s names only the public origin', async (_name, headers) => {
    const path = `/ru/contacts`;
    // Purge through the admin API, so this request is the one that stores the page.
    await fetch(`${gateway.url}/admin/cache/purge`, {
      method: 'POST',
      headers: { authorization: 'Bearer e2e-admin-token-0123456789', 'content-type': 'application/json' },
      body: JSON.stringify({ brand: 'kids' }),
    });
    const poisoned = await get(path, headers);
    expect(poisoned.status).toBe(200);
    expect(poisoned.header('x-cache')).toBe('MISS');
    const clean = await get(path, { host: 'kids.localhost' });
    expect(clean.header('x-cache')).toBe('HIT');
    const urls = shopUrls(clean.body);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url.replaceAll('\\u002F', '/').startsWith(origin)).toBe(true);
  });

  it('never stores an encoded or differently cased spelling of a page', async () => {
    for (const path of ['/ru/%63ontacts', '/ru/Contacts', '/RU/contacts']) {
      await get(path, { host: 'kids.localhost' });
      const again = await get(path, { host: 'kids.localhost' });
      expect([path, again.header('x-cache')]).not.toEqual([path, 'HIT']);
    }
  });

  it('answers robots.txt and the sitemap with the public origin whatever the request says', async () => {
    const robots = (await get('/robots.txt', { host: 'kids.localhost:7321', 'x-forwarded-proto': 'javascript' })).body;
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = (await get('/sitemap.xml', { host: 'kids.localhost:7321' })).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  });
});
