// A back end that tags its answers as the reference API does (`Cache-Tag`), and a remote that shows
// what it answered: the price of /product/{id}, or an untagged answer for /untagged. The tests change
// a price here, publish its tags, and see which pages are rendered again and what they show.
import { createElement } from 'react';
import { allSettled, createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import Fastify from 'fastify';
import { CACHE_SCOPE_HEADER, SHOP_SCOPE } from '@vitrina/contract';
import { apiGetFx } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { ServerRemotes } from '../../src/remotes/server-remotes.ts';
import { PHARMACY } from './fake-api.ts';

/** The frame's tags: every answer names the shop; the settings also its assortment. */
const SHOP = 'site:1';

export async function startTaggedBackEnd() {
  const api = Fastify();
  const prices = new Map<string, number>([
    ['1', 10],
    ['2', 20],
  ]);
  /** Calls per path, to see whether the gateway asked again. */
  const calls = new Map<string, number>();
  /** While set, product answers wait for it: a test fires a purge in the middle of a render. */
  let held: Promise<void> | null = null;
  let failing = false;
  api.addHook('onRequest', async (req, reply) => {
    calls.set(req.url, (calls.get(req.url) ?? 0) + 1);
    if (failing && !req.url.startsWith('/sites/'))
      return reply.code(503).send({ code: 'unavailable', message: 'no', fieldErrors: {} });
  });
  api.get('/sites/resolve', async () => PHARMACY);
  // The frame's calls: the same for every visitor, as the reference API says (Cache-Scope: shop).
  const shopWide = { 'cache-tag': SHOP, [CACHE_SCOPE_HEADER]: SHOP_SCOPE };
  api.get('/settings/global_site_settings', async (_req, reply) =>
    reply.headers({ ...shopWide, 'cache-tag': `${SHOP},assortment:1` }).send({ project: 'Farmacia' }),
  );
  for (const path of ['/settings/footer_settings', '/general/brand'])
    api.get(path, async (_req, reply) => reply.headers(shopWide).send({}));
  api.get('/general/menu_tree', async (_req, reply) => reply.headers(shopWide).send([]));
  api.get('/general/product/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const price = prices.get(id);
    if (price === undefined) return reply.code(404).send({ code: 'not_found', message: 'no', fieldErrors: {} });
    if (held) await held;
    return reply.header('cache-tag', `${SHOP},product:${id}`).send({ price });
  });
  api.get('/general/untagged', async () => ({ price: 99 }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    setPrice: (id: string, price: number) => void prices.set(id, price),
    callsTo: (path: string) => calls.get(path) ?? 0,
    /** Holds product answers until the returned function is called. */
    hold(): () => void {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    fail: (on: boolean) => void (failing = on),
    close: () => api.close(),
  };
}

/** Shows `price <n>` for /product/{id} and /untagged, from the back end's answer. */
export function priceRemote(): ServerRemotes {
  const $price = createStore('none', { sid: 'tag-test-price' });
  const priceRead = createEvent<string>();
  $price.on(priceRead, (_, price) => price);
  const remote = {
    App: () => createElement('p', null, `price ${useUnit($price)}`),
    namespace: 'probe',
    translations: {},
    handles: () => true,
    prepare: async ({ scope, pathname }) => {
      const path = pathname.startsWith('/product/') ? `general${pathname}` : 'general/untagged';
      const answer = await allSettled(apiGetFx, { scope, params: { path } });
      // Like a real remote's page data: without it the remote has failed (the page may stand in stale).
      if (answer.status === 'fail') throw answer.value;
      await allSettled(priceRead, { scope, params: String((answer.value as { price: number }).price) });
    },
  } as RemoteModule;
  return { load: () => Promise.resolve(remote), size: 0 } as unknown as ServerRemotes;
}
