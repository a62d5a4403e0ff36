import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../src/http/admin.ts';
import { errorHandling } from '../src/http/errors.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { fakeBuild, tempDir } from './helpers/fake-build.ts';

const TOKEN = 'admin-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The admin routes over a store with content 1.0.0 to 1.2.0 published and 1.0.0 the default. */
async function adminApp({ adminToken }: { adminToken: string | undefined } = { adminToken: TOKEN }) {
  const store = new ModuleStore(tempDir());
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) await store.publish(fakeBuild('content', version));
  store.pin('*', 'content', '1.0.0');
  const app = Fastify({ logger: false });
  await app.register(errorHandling);
  await app.register(adminRoutes, { store, adminToken, rateLimit: { max: 1000 } });
  return { app, store };
}

describe('admin API access', () => {
  it('refuses a call without the token, with a wrong one or another scheme: 401 in the error shape, asking for a Bearer token', async () => {
    const { app } = await adminApp();
    const cases = [
      [undefined, 'Send the admin token as Authorization: Bearer <ADMIN_TOKEN>'],
      [`Basic ${TOKEN}`, 'Send the admin token as Authorization: Bearer <ADMIN_TOKEN>'],
      ['Bearer wrong-token', 'The admin token is not valid'],
      [`Bearer ${TOKEN}x`, 'The admin token is not valid'],
    ] as const;
    for (const [authorization, message] of cases) {
      const res = await app.inject({ url: '/admin/pins', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="vitrina-admin"');
      expect(res.json()).toEqual({ code: 'unauthorized', message, fieldErrors: {} });
    }
  });

  it('refuses a write without the token before touching the pins', async () => {
    const { app, store } = await adminApp();
    const res = await app.inject({ method: 'PUT', url: '/admin/pins/pharmacy/content', payload: { version: '1.1.0' } });
    expect(res.statusCode).toBe(401);
    expect(store.show('pharmacy').remotes.content).toEqual({ version: '1.0.0', from: 'default' });
  });

  it('is off without ADMIN_TOKEN, whatever token the caller sends', async () => {
    const { app } = await adminApp({ adminToken: undefined });
    const res = await app.inject({ url: '/admin/modules', headers: auth });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'admin_disabled',
      message: 'The admin API is disabled until ADMIN_TOKEN is set',
      fieldErrors: {},
    });
  });

  it('accepts the scheme in any case', async () => {
    const { app } = await adminApp();
    expect((await app.inject({ url: '/admin/pins', headers: { authorization: `bearer ${TOKEN}` } })).statusCode).toBe(
      200,
    );
  });
});

describe('admin API pins', () => {
  const put = (app: Awaited<ReturnType<typeof adminApp>>['app'], url: string, payload?: unknown) =>
    app.inject({ method: 'PUT', url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('lists published versions newest first, with who pins them', async () => {
    const { app } = await adminApp();
    const res = await app.inject({ url: '/admin/modules', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content.map((v: { version: string; pinnedBy: string[] }) => [v.version, v.pinnedBy])).toEqual([
      ['1.2.0', []],
      ['1.1.0', []],
      ['1.0.0', ['*']],
    ]);
    expect(body.catalog).toEqual([]);
  });

  it('pins a version and answers with what the brand runs now', async () => {
    const { app, store } = await adminApp();
    const res = await put(app, '/admin/pins/pharmacy/content', { version: '1.1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      brand: 'pharmacy',
      remotes: { content: { version: '1.1.0', from: 'brand' } },
      rollbackTo: {},
    });
    expect(store.resolve('pharmacy').remotes.content?.version).toBe('1.1.0');
    const shown = await app.inject({ url: '/admin/pins/pharmacy', headers: auth });
    expect(shown.json()).toEqual(res.json());
    const all = await app.inject({ url: '/admin/pins', headers: auth });
    expect(all.json().map((view: { brand: string }) => view.brand)).toEqual(['*', 'pharmacy']);
  });

  it('sets the default for every brand through the * brand', async () => {
    const { app, store } = await adminApp();
    const res = await put(app, '/admin/pins/*/content', { version: '1.2.0' });
    expect(res.statusCode).toBe(200);
    expect(store.resolve('doors').remotes.content?.version).toBe('1.2.0');
  });

  it('answers 400 naming the field when the version is missing or not a version', async () => {
    const { app } = await adminApp();
    const missing = await put(app, '/admin/pins/pharmacy/content', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid version',
      fieldErrors: { version: ['is required'] },
    });
    const noBody = await put(app, '/admin/pins/pharmacy/content');
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().fieldErrors).toEqual({ body: ['must be a JSON object like {"version": "1.2.3"}'] });
    const latest = await put(app, '/admin/pins/pharmacy/content', { version: 'latest' });
    expect(latest.json().fieldErrors).toEqual({ version: ['must be a version like 1.2.3 or 1.2.3-tag'] });
    const number = await put(app, '/admin/pins/pharmacy/content', { version: 1 });
    expect(number.json().fieldErrors).toEqual({ version: ['must be a string'] });
  });

  it('answers 400 naming the brand or the remote when either is not one', async () => {
    const { app } = await adminApp();
    const badBrand = await put(app, '/admin/pins/Pharmacy/content', { version: '1.1.0' });
    expect(badBrand.statusCode).toBe(400);
    expect(badBrand.json().fieldErrors).toEqual({
      brand: ['must be a brand name (lowercase letters, digits, dashes) or *'],
    });
    const badRemote = await app.inject({ method: 'DELETE', url: '/admin/pins/pharmacy/basket', headers: auth });
    expect(badRemote.statusCode).toBe(400);
    expect(badRemote.json().fieldErrors).toEqual({
      remote: ['must be one of catalog, cart-checkout, account, adverts, content'],
    });
    expect((await app.inject({ url: '/admin/pins/Pharmacy', headers: auth })).json().fieldErrors).toHaveProperty(
      'brand',
    );
  });

  it('answers 404 for a version that is not in the store, and pins nothing', async () => {
    const { app, store } = await adminApp();
    const res = await put(app, '/admin/pins/pharmacy/content', { version: '9.9.9' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'version_unknown',
      message: 'mf-content 9.9.9 is not in the store (published: 1.2.0, 1.1.0, 1.0.0)',
      fieldErrors: {},
    });
    expect(store.show('pharmacy').remotes.content?.from).toBe('default');
  });

  it('rolls back (409 when there is nothing to roll back to) and unpins (404 when nothing is pinned)', async () => {
    const { app } = await adminApp();
    const rollback = () => app.inject({ method: 'POST', url: '/admin/pins/pharmacy/content/rollback', headers: auth });
    const unpin = () => app.inject({ method: 'DELETE', url: '/admin/pins/pharmacy/content', headers: auth });

    const none = await rollback();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      code: 'no_previous_pin',
      message: 'pharmacy has no earlier pin of mf-content to roll back to',
      fieldErrors: {},
    });

    await put(app, '/admin/pins/pharmacy/content', { version: '1.1.0' });
    await put(app, '/admin/pins/pharmacy/content', { version: '1.2.0' });
    const back = await rollback();
    expect(back.statusCode).toBe(200);
    expect(back.json().remotes.content).toEqual({ version: '1.1.0', from: 'brand' });

    const unpinned = await unpin();
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json().remotes.content).toEqual({ version: '1.0.0', from: 'default' });
    const again = await unpin();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'not_pinned',
      message: 'pharmacy has no pin of its own for mf-content; nothing to unpin',
    });
  });
});

describe('error shape', () => {
  async function appWithRoutes() {
    const app = Fastify({ logger: false });
    await app.register(errorHandling);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    app.post(
      '/typed',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, size: { type: 'integer' } },
          },
        },
      },
      async () => 'ok',
    );
    return app;
  }

  it('turns an unexpected error into a 500 internal_error without its message or stack', async () => {
    const res = await (await appWithRoutes()).inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side; the error is logged',
      fieldErrors: {},
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('.ts:');
  });

  it('maps schema validation failures to 400 with one entry per field', async () => {
    const app = await appWithRoutes();
    const missing = await app.inject({ method: 'POST', url: '/typed', payload: { size: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid name',
      fieldErrors: { name: ['is required'] },
    });
    const wrongType = await app.inject({ method: 'POST', url: '/typed', payload: { name: 'x', size: 'big' } });
    expect(wrongType.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { size: [expect.stringContaining('integer')] },
    });
  });

  it('answers bad JSON with 400 and unknown routes with 404, in the same shape', async () => {
    const app = await appWithRoutes();
    const badJson = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'bad_request', fieldErrors: {} });
    const unknown = await app.inject({ url: '/nowhere?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'No route GET /nowhere', fieldErrors: {} });
  });
});
