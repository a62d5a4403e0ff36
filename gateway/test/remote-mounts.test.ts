// Remotes own their URLs: the gateway routes, caches and closes to crawlers by what the pinned
// versions declare, and refuses a pin that would give one URL two owners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModuleStore, ModuleStoreError } from '../src/modules/store.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { FAKE_MOUNTS, fakeBuild, tempDir } from './helpers/fake-build.ts';
import { ADMIN_TOKEN, pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

async function storeWithDefaults() {
  const store = new ModuleStore(tempDir());
  await store.publish(fakeBuild('catalog', '1.0.0'));
  await store.publish(fakeBuild('content', '1.0.0'));
  store.pin('*', 'catalog', '1.0.0');
  store.pin('*', 'content', '1.0.0');
  return store;
}

describe('the URLs of a shop', () => {
  it('follow the versions it runs: a new content version adds a page for the brand that pins it only', async () => {
    const store = await storeWithDefaults();
    await store.publish(
      fakeBuild('content', '1.1.0', { mounts: { prefixes: [...FAKE_MOUNTS.content.prefixes, 'promo-days'] } }),
    );
    store.pin('pharmacy', 'content', '1.1.0');
    expect(store.resolve('pharmacy').routes.table.owners['promo-days']).toBe('content');
    expect(store.resolve('kids').routes.table.owners['promo-days']).toBeUndefined();
  });

  it('refuse a pin that would give a URL two owners, for the brand or for every brand through *', async () => {
    const store = await storeWithDefaults();
    await store.publish(fakeBuild('content', '2.0.0', { mounts: { prefixes: ['page', 'product'] } }));
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error;
      }
      return null;
    };
    const own = refusal(() => store.pin('pharmacy', 'content', '2.0.0'));
    expect(own).toBeInstanceOf(ModuleStoreError);
    expect(own).toMatchObject({
      code: 'route_conflict',
      message: expect.stringContaining('/product is claimed by both catalog and content'),
    });
    expect(store.show('pharmacy').remotes.content?.version).toBe('1.0.0');
    // A default pin is checked against every brand with pins of its own, not only the defaults.
    await store.publish(fakeBuild('catalog', '1.1.0', { mounts: { prefixes: ['product', 'promo'], catchAll: true } }));
    store.pin('kids', 'catalog', '1.1.0');
    await store.publish(fakeBuild('content', '3.0.0', { mounts: { prefixes: ['page', 'promo'] } }));
    expect(refusal(() => store.pin('*', 'content', '3.0.0'))).toMatchObject({
      code: 'route_conflict',
      message: expect.stringContaining(
        'the versions kids would run claim the same URLs: /promo is claimed by both catalog and content',
      ),
    });
    expect(store.show('*').remotes.content?.version).toBe('1.0.0');
  });

  it('answers a conflicting pin through the admin API with 409 in the error shape', async () => {
    const gw = await pageGateway({ apiUrl: api.url });
    await gw.store.publish(fakeBuild('adverts', '9.0.0', { mounts: { prefixes: ['cart'] } }));
    const res = await gw.app.inject({
      method: 'PUT',
      url: '/admin/pins/pharmacy/adverts',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      payload: { version: '9.0.0' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'route_conflict',
      message: expect.stringContaining('/cart is claimed by both cart-checkout and adverts'),
    });
    await gw.app.close();
  });

  it('never caches a section a pinned remote declares personal, and closes it to crawlers', async () => {
    const gw = await pageGateway({ apiUrl: api.url });
    await gw.store.publish(
      fakeBuild('adverts', '2.0.0', { mounts: { prefixes: ['adverts', 'my-adverts'], personal: ['my-adverts'] } }),
    );
    expect((await gw.get('/ro/my-adverts')).headers['x-cache']).toBe('MISS');
    gw.store.pin('pharmacy', 'adverts', '2.0.0');
    expect((await gw.get('/ro/my-adverts')).headers['x-cache']).toBe('BYPASS');
    expect((await gw.get('/robots.txt')).body).toContain('Disallow: /*/my-adverts$');
    await gw.app.close();
  });
});
