// The shop's frame data (settings, menu, brands) is shared between server renders for
// FRAME_DATA_TTL_MS instead of being asked for on every uncached page; per language, never in dev
// mode, never a failed answer, and off with 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteModule } from '@vitrina/mf-kit';
import { renderPage } from '../src/render/render-page.ts';
import type { ServerRemotes } from '../src/remotes/server-remotes.ts';
import { fakeBuild } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

const remote = {
  App: () => null,
  namespace: 'probe',
  translations: {},
  handles: () => true,
  prepare: async () => undefined,
} as unknown as RemoteModule;
const remotes = { load: () => Promise.resolve(remote), size: 0 } as unknown as ServerRemotes;

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});

/** A gateway rendering for real (no page cache in play: every path carries a query), on a clock the test moves. */
async function ssrGateway(env: Record<string, string> = {}, clock = { now: 1_000_000 }) {
  const gw = await pageGateway({ apiUrl: api.url, env, deps: { render: renderPage, remotes, now: () => clock.now } });
  await gw.store.publish(fakeBuild('content', '1.0.0'));
  gw.store.pin('*', 'content', '1.0.0');
  return gw;
}

/** Menu tree calls the back end saw while `pages` were rendered, by language. */
async function menuCallsFor(gw: Awaited<ReturnType<typeof ssrGateway>>, pages: [string, Record<string, string>?][]) {
  const before = api.menuCalls.length;
  for (const [url, headers] of pages) expect((await gw.get(url, headers)).statusCode).toBe(200);
  return api.menuCalls.slice(before);
}

describe('frame data between server renders', () => {
  it('is asked for once per language while it is fresh, and again when it expires', async () => {
    const clock = { now: 1_000_000 };
    const gw = await ssrGateway({ FRAME_DATA_TTL_MS: '1500' }, clock);
    try {
      expect(
        await menuCallsFor(gw, [
          ['/ro/page/about?a=1'],
          ['/ro/page/faq?a=2'],
          ['/ru/page/about?a=3'],
          ['/ro/page/x?a=4'],
        ]),
      ).toEqual(['ro', 'ru']);
      clock.now += 1499;
      expect(await menuCallsFor(gw, [['/ro/page/about?a=5']])).toEqual([]);
      clock.now += 1;
      expect(await menuCallsFor(gw, [['/ro/page/about?a=6']])).toEqual(['ro']);
    } finally {
      await gw.app.close();
    }
  });

  it('is never shared in dev mode', async () => {
    const gw = await ssrGateway();
    try {
      const dev = { cookie: 'dev-mode=true' };
      expect(
        await menuCallsFor(gw, [
          ['/ru/page/about?a=1', dev],
          ['/ru/page/about?a=2', dev],
        ]),
      ).toEqual(['ru', 'ru']);
    } finally {
      await gw.app.close();
    }
  });

  it('keeps no failed answer: the next page asks again and gets the settings', async () => {
    const gw = await ssrGateway();
    try {
      api.failMenu(true);
      expect(await menuCallsFor(gw, [['/en/page/about?a=1']])).toEqual(['en']);
      api.failMenu(false);
      expect(await menuCallsFor(gw, [['/en/page/about?a=2'], ['/en/page/about?a=3']])).toEqual(['en']);
    } finally {
      api.failMenu(false);
      await gw.app.close();
    }
  });

  it('is off with FRAME_DATA_TTL_MS=0', async () => {
    const gw = await ssrGateway({ FRAME_DATA_TTL_MS: '0' });
    try {
      expect(await menuCallsFor(gw, [['/ro/page/about?a=1'], ['/ro/page/about?a=2']])).toEqual(['ro', 'ro']);
    } finally {
      await gw.app.close();
    }
  });
});
