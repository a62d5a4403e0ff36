// Every wait of a page or an /api call ends: a back end that hangs or resets costs a page its
// budget (PAGE_BUDGET_MS) at most, and the /api proxy answers 504 or 502 in the error shape.
import { request as httpRequest } from 'node:http';
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteModule } from '@vitrina/mf-kit';
import { createPageKit } from '@vitrina/mf-kit/page-kit';
import { createUnitFactory } from '@vitrina/events';
import { createResources } from '@vitrina/mf-kit/resources';
import { renderPage } from '../src/render/render-page.ts';
import type { ServerRemotes } from '../src/remotes/server-remotes.ts';
import { fakeBuild } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { HOST, pageGateway } from './helpers/page-gateway.ts';
import { silentServer } from './helpers/silent-server.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await api?.close();
});

/** A remote whose page needs one back-end call: the path names it (`/ok`, `/hang`, `/reset`, `/broken`). */
function probeRemote(): RemoteModule {
  const resources = createResources(createUnitFactory('probe-remote'));
  const kit = createPageKit(resources, () => 'not found');
  const load = (call: string) =>
    kit.pageLoad({ requests: () => [{ path: `general/${call}` }], head: () => ({ title: call }) });
  return {
    App: () => null,
    namespace: 'probe',
    translations: {},
    handles: () => true,
    prepare: async ({ scope, pathname }: { scope: Scope; pathname: string }) => {
      await load(pathname.slice(1))({ scope, params: {}, search: new URLSearchParams() });
      await allSettled(scope);
    },
  } as unknown as RemoteModule;
}

async function renderingGateway(apiUrl: string, env: Record<string, string>) {
  const remote = probeRemote();
  const remotes = { load: () => Promise.resolve(remote), size: 0 } as unknown as ServerRemotes;
  const gw = await pageGateway({ apiUrl, env, deps: { render: renderPage, remotes } });
  await gw.store.publish(fakeBuild('catalog', '1.0.0'));
  gw.store.pin('*', 'catalog', '1.0.0');
  closers.push(() => gw.app.close());
  return gw;
}

describe('page budget', () => {
  it("answers 503 with the error page, not stored, when the page's own call hangs or resets", async () => {
    // A budget a healthy local call meets on a busy machine too: /ok below must not hit it.
    const gw = await renderingGateway(api.url, { PAGE_BUDGET_MS: '1000', REMOTE_TIMEOUT_MS: '20000' });
    for (const call of ['hang', 'reset', 'broken']) {
      const res = await gw.get(`/ro/${call}`);
      expect([call, res.statusCode, res.headers['cache-control']]).toEqual([call, 503, 'no-store']);
      expect(res.body).toContain('data-testid="error-page"');
      expect((await gw.get(`/ro/${call}`)).headers['x-cache']).toBe('MISS');
    }
    const fine = await gw.get('/ro/ok');
    expect([fine.statusCode, fine.headers['x-cache']]).toEqual([200, 'MISS']);
    expect((await gw.get('/ro/ok')).headers['x-cache']).toBe('HIT');
  });

  it('answers the first page of a shop whose lookup hangs with 503 instead of waiting for it', async () => {
    const silent = await silentServer();
    closers.push(silent.close);
    const gw = await renderingGateway(silent.url, { PAGE_BUDGET_MS: '300' });
    const res = await gw.get('/ro/ok');
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Ceva nu a mers bine.');
  });
});

describe('/api proxy against a broken back end', () => {
  it('answers 504 in the error shape when the back end does not answer in API_TIMEOUT_MS', async () => {
    const gw = await renderingGateway(api.url, { API_TIMEOUT_MS: '300' });
    const res = await gw.get('/api/general/hang');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ code: 'upstream_timeout', message: expect.any(String), fieldErrors: {} });
  });

  it('answers 502 in the error shape when the back end resets or refuses the connection', async () => {
    const gw = await renderingGateway(api.url, {});
    const reset = await gw.get('/api/general/reset');
    expect([reset.statusCode, reset.json().code]).toEqual([502, 'upstream_unreachable']);
  });

  it("answers 503 in the error shape when the shop's lookup hangs", async () => {
    const silent = await silentServer();
    closers.push(silent.close);
    const gw = await renderingGateway(silent.url, { PAGE_BUDGET_MS: '300' });
    const res = await gw.get('/api/general/ok');
    expect([res.statusCode, res.json().code]).toEqual([503, 'site_unavailable']);
  });

  it('never lets a visitor reach the service lookup or the API documentation through a shop', async () => {
    const gw = await renderingGateway(api.url, {});
    for (const path of [
      '/api/sites/resolve?host=pharmacy.localhost',
      '/api/docs',
      '/api/docs/json',
      '/api/Sites/resolve?token=x',
      '/api/health',
    ]) {
      const res = await gw.get(path);
      expect([path, res.statusCode, res.json().code]).toEqual([path, 404, 'not_found']);
    }
  });

  it('resolves dot segments before the check, so a raw request cannot walk around it', async () => {
    const gw = await renderingGateway(api.url, {});
    // Over a socket: an in-process request would have its path tidied before the gateway saw it.
    const address = await gw.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/api/../docs/json', '/api/%2e%2e/docs/json', '/api/general/../../health']) {
      const { status, body } = await rawGet(address, path, HOST);
      expect([path, status, (JSON.parse(body) as { code: string }).code]).toEqual([path, 404, 'not_found']);
    }
  });
});

/** A GET sent with its path exactly as given (node's http client does not resolve dot segments). */
function rawGet(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
