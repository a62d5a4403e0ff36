// Purge by event, not by clock (issue 21, goal 5): two gateway processes share one Redis (pages and
// the change channel); a product's price is written straight into the database, as an admin script
// would. Within a second both nodes show the new price on the product's page, and its category
// pages and the home sliders show it too, while unrelated pages stay cached (X-Cache: HIT). The API
// runs in this process on its embedded database (the stack's API holds its own), relaying the
// database's change notifications to Redis.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../api/src/app.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { seedDemo } from '../../api/src/seed/index.ts';
import { httpGet } from '../src/http.ts';
import { startOwnRedis } from '../src/redis-server.ts';
import { SERVICE_KEY, startGateway } from '../src/stack.ts';

const HOST = 'pharmacy.localhost';
/** A price no page of the shop shows before: 987.65 in whatever format the page writes it. */
const NEW_PRICE_MINOR = 98_765;
const NEW_PRICE = /987[.,\u00a0]?65/;

let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let database: Awaited<ReturnType<typeof openDatabase>>;
let api: Awaited<ReturnType<typeof buildApp>>;
type Node = { url: string; stop(): void };
let nodes: Node[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
  database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, { only: ['pharmacy'] });
  api = await buildApp({ database, serviceKey: SERVICE_KEY, rateLimit: false, cacheTags: { redisUrl: redis.url } });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  const env = { API_BASE_URL: `http://127.0.0.1:${port}`, REDIS_URL: redis.url, REMOTE_TIMEOUT_MS: '3000' };
  nodes = [await startGateway(inject('modulesDir'), env), await startGateway(inject('modulesDir'), env)];
});
afterAll(async () => {
  for (const node of nodes) node.stop();
  await api?.close();
  await database?.close();
  redis?.stop();
});

async function visit(node: { url: string }, path: string) {
  const res = await httpGet(node.url, path, { host: HOST });
  expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
  return { cache: res.header('x-cache'), body: res.body };
}

async function apiGet<T>(path: string): Promise<T> {
  const res = await api.inject({ url: path, headers: { 'x-site-token': 'demo-pharmacy', 'accept-language': 'ro' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

interface Card {
  productId: number;
  url: string;
}
interface MenuEntry {
  categoryUrl: string;
  subcategories: { subCategoryUrl: string }[];
}

/** The shop's most popular product (first in its category's list too), its pages, and pages that do not show it. */
async function pagesOfTheProduct() {
  const sliders = await apiGet<{ key: string; products: Card[] }[]>('/general/sliders');
  const product = sliders.find((slider) => slider.key === 'popular')!.products[0]!;
  const detail = await apiGet<{ category: { subcategoryUrl: string }[] }>(`/general${product.url}`);
  const sub = detail.category[0]!.subcategoryUrl;
  const menu = await apiGet<MenuEntry[]>('/general/menu_tree');
  const top = menu.find((entry) => entry.subcategories.some((s) => s.subCategoryUrl === sub))!;
  const other = menu.find((entry) => entry !== top)!;
  return {
    id: product.productId,
    showing: [`/ro${product.url}`, `/ro/${sub}`, `/ro/${top.categoryUrl}`, '/ro'],
    unrelated: [`/ro/${other.categoryUrl}`, '/ro/articles'],
  };
}

describe('a price written into the database, two gateway nodes on one Redis', () => {
  it('shows on the product, its categories and the home sliders within a second on both nodes; the rest stays cached', async () => {
    const [a, b] = nodes as [Node, Node];
    const pages = await pagesOfTheProduct();
    for (const path of [...pages.showing, ...pages.unrelated]) {
      const first = await visit(a, path);
      expect(first.body).not.toMatch(NEW_PRICE);
      expect((await visit(b, path)).cache, path).toBe('HIT');
    }

    await database.db.execute(`UPDATE products SET price_minor = ${NEW_PRICE_MINOR} WHERE id = ${pages.id}`);
    const written = performance.now();
    const [productPage] = pages.showing as [string];
    // Each node: its old copy is gone, and it shows the new price (the first renders it, the other reads it).
    await expect
      .poll(async () => (await visit(b, productPage)).body, { timeout: 1000, interval: 20 })
      .toMatch(NEW_PRICE);
    await expect
      .poll(async () => (await visit(a, productPage)).body, { timeout: 1000, interval: 20 })
      .toMatch(NEW_PRICE);
    expect(performance.now() - written).toBeLessThan(1000);

    for (const path of pages.showing) {
      for (const node of [a, b]) expect((await visit(node, path)).body, path).toMatch(NEW_PRICE);
    }
    for (const path of pages.unrelated) {
      for (const node of [a, b]) expect((await visit(node, path)).cache, path).toBe('HIT');
    }
  });
});
