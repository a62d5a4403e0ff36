// The cart of a signed-in shopper across tabs and gateway processes (issue 18, spec 4), in chromium
// against the real API: a guest's cart joins the account at sign-in; two tabs of one browser stay in
// step through /ws/cart; and two gateway processes on one Redis relay a cart event from one to the
// other (a browser tab on one, a socket and a save on the other).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import WebSocket from 'ws';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage } from '../src/browser.ts';
import { httpRequest } from '../src/http.ts';
import { outboxOf } from '../src/outbox.ts';
import { pageCall } from '../src/page-call.ts';
import { pagesOfEachType } from '../src/page-types.ts';
import { freePort } from '../src/processes.ts';
import { startOwnRedis } from '../src/redis-server.ts';
import { activatedShopper, signInFromPage } from '../src/shoppers.ts';
import { startApi, startGateway } from '../src/stack.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const api = inject('api');
const modulesDir = inject('modulesDir');
const chromium = useBrowser();

interface ServerCart {
  products: { product_id: number; count: number }[];
}

async function serverLines(page: Page): Promise<number[]> {
  const answer = await pageCall(page, '/api/general/cart/fetch-all');
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as ServerCart[])[0]!.products.map((line) => line.product_id);
}

const headerCount = (page: Page) => page.getByTestId('header-cart').textContent();

/** Resolves once the page's cart socket said `ready`: from then on it hears every save. */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/ws/cart')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve();
      });
    });
  });
}

/** A product page of the shop, in its language. */
async function productPath(base: string, brand: string, lang: string): Promise<string> {
  const pages = await pagesOfEachType(base, brand, lang);
  return pages.find((page) => page.type === 'product/:slug')!.path;
}

const opened: BrowserContext[] = [];
afterAll(async () => {
  for (const context of opened) await context.close();
});

describe('a guest of pharmacy in ro at 375 px who signs in', () => {
  it('finds the cart they filled as a guest in their account, on the page and on the server', async () => {
    const email = await activatedShopper({
      api,
      outbox: outboxOf(modulesDir),
      brand: 'pharmacy',
      lang: 'ro',
      label: 'cart-merge',
    });
    const { page, context, problems } = await openPage(chromium.browser, { viewport: MOBILE });
    opened.push(context);
    const url = (path: string) => brandUrl(gateway, 'pharmacy', path);

    await page.goto(url(await productPath(gateway, 'pharmacy', 'ro')));
    await hydratedCleanly(page);
    await page.getByTestId('add-to-cart-button').click();
    await expect.poll(() => serverLines(page)).toHaveLength(1);
    const [guestLine] = await serverLines(page);

    await signInFromPage(page, email);
    await page.reload();
    await hydratedCleanly(page);
    // The account's cart (the bearer's now) holds the guest's line, and the header counts it.
    await expect.poll(() => serverLines(page)).toEqual([guestLine]);
    await expect.poll(() => headerCount(page)).toMatch(/: 1$/);
    await page.waitForFunction(() => localStorage.getItem('cart-owner') === '"user"');
    // The account's synchronised record carries it too, for the shopper's other tabs and devices.
    const record = JSON.parse((await pageCall(page, '/api/cart-redis')).text) as {
      data: { order: { localCart: { products: { product: { productId: number } }[] } } };
    };
    expect(record.data.order.localCart.products.map((line) => line.product.productId)).toEqual([guestLine]);
    expect(problems).toEqual([]);
  });
});

describe('a signed-in shopper of kids in ru at 1280 px with two tabs', () => {
  it('sees an add in one tab and a removal in the other without reloading either', async () => {
    const email = await activatedShopper({
      api,
      outbox: outboxOf(modulesDir),
      brand: 'kids',
      lang: 'ru',
      label: 'two-tabs',
    });
    const { page: first, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    opened.push(context);
    const url = (path: string) => brandUrl(gateway, 'kids', path);
    await first.goto(url('/ru'));
    await hydratedCleanly(first);
    await signInFromPage(first, email);

    const second = await context.newPage();
    const secondListening = socketReady(second);
    await second.goto(url('/ru/cart'));
    await hydratedCleanly(second);
    await secondListening;

    const firstListening = socketReady(first);
    await first.goto(url(await productPath(gateway, 'kids', 'ru')));
    await hydratedCleanly(first);
    await firstListening;
    await first.getByTestId('add-to-cart-button').click();

    await expect.poll(() => second.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(() => headerCount(second)).toMatch(/: 1$/);

    await second.getByTestId('cart-line-remove').click();
    await expect.poll(() => headerCount(first)).toMatch(/: 0$/);
    expect(await serverLines(first)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('two gateway processes on one Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-relay-'));
  const stops: (() => void)[] = [];
  let publicBase = '';
  let other = '';
  let backEnd = '';

  beforeAll(async () => {
    const redis = await startOwnRedis();
    stops.push(redis.stop);
    const publicPort = await freePort();
    const started = await startApi(join(dir, 'api'), publicPort);
    stops.push(() => void started.child.kill('SIGTERM'));
    backEnd = started.url;
    const env = { API_BASE_URL: backEnd, REDIS_URL: redis.url, CART_KEY_PREFIX: 'relay:' };
    const [one, two] = await Promise.all([startGateway(modulesDir, env, publicPort), startGateway(modulesDir, env)]);
    stops.push(one.stop, two.stop);
    publicBase = one.url;
    other = two.url;
  });
  afterAll(() => {
    for (const stop of stops) stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('relay a cart event from each to the other: a socket on one hears a tab’s add on the other, and the tab hears a save made on the first', async () => {
    const email = await activatedShopper({
      api: backEnd,
      outbox: join(dir, 'api', 'outbox'),
      brand: 'kids',
      lang: 'ro',
      label: 'relay',
    });
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    opened.push(context);
    const shop = brandUrl(publicBase, 'kids', '');
    await page.goto(`${shop}/ro`);
    await hydratedCleanly(page);
    await signInFromPage(page, email);
    const listening = socketReady(page);
    await page.goto(`${shop}${await productPath(publicBase, 'kids', 'ro')}`);
    await hydratedCleanly(page);
    await listening;

    // The other process, as the browser's other tab would reach it: the same cookies, the shop's host and origin.
    const cookie = (await context.cookies(shop)).map(({ name, value }) => `${name}=${value}`).join('; ');
    const host = new URL(shop).host;
    const headers = { host, cookie, origin: shop };
    const socket = new WebSocket(`${other.replace('http', 'ws')}/ws/cart?tab=other-process`, { headers });
    const heard: { type: string; version?: number }[] = [];
    socket.on('message', (data) => heard.push(JSON.parse(String(data)) as { type: string }));
    await expect.poll(() => heard.some((message) => message.type === 'ready')).toBe(true);

    await page.getByTestId('add-to-cart-button').click();
    await expect.poll(() => heard.some((message) => message.type === 'cart:event')).toBe(true);

    const read = await httpRequest(other, '/api/cart-redis', { method: 'GET', headers });
    expect(read.status, read.body).toBe(200);
    const { version } = (JSON.parse(read.body) as { data: { version: number } }).data;
    const saved = await httpRequest(other, '/api/cart-redis', {
      method: 'POST',
      headers: { ...headers, 'x-tab-id': 'other-process' },
      json: {
        // Merged into the record: the tab's lines stay, the checkout form is the other device's.
        order: { localDataFields: { comment: 'saved on the other process' } },
        replace: false,
        expectedVersion: version,
      },
    });
    expect(saved.status, saved.body).toBe(200);
    // The tab on the first process heard it and took the record's checkout form.
    await page.waitForFunction(() => localStorage.getItem('cart-data')?.includes('saved on the other process'));
    socket.close();
    expect(problems).toEqual([]);
  });
});
