// The storefront as a cluster (issue 22): 2 API and 2 gateway nodes behind HAProxy on one
// PostgreSQL and one Redis. What a shopper or ops does on one node holds on the other: sessions
// and their refresh, the cart record's versions and lock, /ws/cart events, rate limits, form
// challenges, page-cache purges, pin changes and uploads; the balancer spreads requests without
// stickiness and a rolling restart of the gateways drops no request.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startTestCluster } from '../src/cluster.ts';
import type { TestCluster } from '../src/cluster.ts';
import { httpRequest } from '../src/http.ts';
import type { HttpAnswer } from '../src/http.ts';
import { activatedShopper, SHOPPER_PASSWORD } from '../src/shoppers.ts';
import { siteToken } from '../src/page-call.ts';
import { ADMIN_TOKEN, VERSIONS } from '../src/stack.ts';

let test: TestCluster;
let host = '';
let origin = '';
const base = (node: 'balancer' | 'gw1' | 'gw2' | 'api1' | 'api2') => {
  const { cluster } = test;
  if (node === 'balancer') return cluster.url;
  const [list, index] = node.startsWith('gw') ? [cluster.gateways, node.at(-1)] : [cluster.apis, node.at(-1)];
  return cluster.nodeUrl(list[Number(index) - 1]!);
};

beforeAll(async () => {
  test = await startTestCluster({ modulesDir: inject('modulesDir') });
  host = `pharmacy.localhost:${new URL(test.cluster.url).port}`;
  origin = `http://${host}`;
});
afterAll(() => test?.stop());

/** A browser's cookie jar, enough for the session's HttpOnly cookies. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(answer: HttpAnswer): this {
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return this;
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function call(node: Parameters<typeof base>[0], method: string, path: string, jar?: Jar, json?: unknown, extra = {}) {
  const headers: Record<string, string> = { host, origin, ...extra, ...(jar ? { cookie: jar.header } : {}) };
  return httpRequest(base(node), path, { method, headers, ...(json === undefined ? {} : { json }) });
}

async function signedIn(label: string): Promise<Jar> {
  const email = await activatedShopper({
    api: base('api1'),
    outbox: `${test.dataDir}/outbox`,
    brand: 'pharmacy',
    lang: 'ro',
    label,
  });
  const jar = new Jar();
  const answer = await call('gw1', 'POST', '/api/auth/jwt/create', jar, { email, password: SHOPPER_PASSWORD });
  expect(answer.status, answer.body).toBe(200);
  return jar.take(answer);
}

describe('the balancer', () => {
  it('spreads pages over both gateways, sticky to neither, and serves them from the one shared page cache', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await call('balancer', 'GET', '/ro/about'));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.header('x-served-by')))).toEqual(new Set(['gateway1', 'gateway2']));
    expect(answers.slice(1).every((a) => a.header('x-cache') === 'HIT')).toBe(true);
  });
});

describe('a signed-in shopper across nodes', () => {
  it('keeps the session when node A renews it and a request with the old cookie lands on node B', async () => {
    const jar = await signedIn('cluster-refresh');
    const spent = new Jar();
    spent.cookies.set('refresh_token', jar.cookies.get('refresh_token')!);
    // Only the refresh cookie: node A renews the session; node B then gets the same old cookie
    // (a request the browser sent before it stored the new ones).
    const onA = await call('gw1', 'GET', '/api/auth/users/me', spent);
    const onB = await call('gw2', 'GET', '/api/auth/users/me', spent);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const renewed = new Jar().take(onA);
    expect(new Jar().take(onB).cookies.get('refresh_token')).toBe(renewed.cookies.get('refresh_token'));
    // The API did not take the second use for theft: the renewed session works on either node.
    expect((await call('gw2', 'GET', '/api/auth/users/me', renewed)).status).toBe(200);
    expect((await call('gw1', 'GET', '/api/auth/users/me', renewed)).status).toBe(200);
  });

  it('saves the cart record on one node and is refused a stale version or a lock held on the other', async () => {
    const jar = await signedIn('cluster-cart');
    const first = await call('gw1', 'POST', '/api/cart-redis', jar, { order: { localCart: { products: [] } } });
    expect(first.status, first.body).toBe(200);
    const { version } = (JSON.parse(first.body) as { data: { version: number } }).data;
    const next = await call('gw2', 'POST', '/api/cart-redis', jar, {
      order: { localDataFields: { comment: 'from B' } },
      expectedVersion: version,
    });
    expect(next.status, next.body).toBe(200);
    const stale = await call('gw1', 'POST', '/api/cart-redis', jar, { order: {}, expectedVersion: version });
    expect([stale.status, JSON.parse(stale.body).code]).toEqual([409, 'version_conflict']);
    const read = await call('gw1', 'GET', '/api/cart-redis', jar);
    expect(JSON.parse(read.body).data.order.localDataFields).toEqual({ comment: 'from B' });

    const lock = await call('gw1', 'POST', '/api/cart-redis/lock', jar, { holder: 'tab-a' });
    expect(lock.status, lock.body).toBe(200);
    const other = await call('gw2', 'POST', '/api/cart-redis/lock', jar, { holder: 'tab-b' });
    expect([other.status, JSON.parse(other.body).code]).toEqual([409, 'lock_held']);
  });

  it('hears on a socket connected to node B a cart saved through node A', async () => {
    const jar = await signedIn('cluster-socket');
    const socket = new WebSocket(`${base('gw2').replace('http', 'ws')}/ws/cart?tab=tab-b`, {
      headers: { host, origin, cookie: jar.header },
    });
    const heard: { type: string }[] = [];
    socket.on('message', (data) => heard.push(JSON.parse(String(data)) as { type: string }));
    await expect.poll(() => heard.some((m) => m.type === 'ready')).toBe(true);
    const saved = await call(
      'gw1',
      'POST',
      '/api/cart-redis',
      jar,
      { order: { localCart: { products: [] } } },
      {
        'x-tab-id': 'tab-a',
      },
    );
    expect(saved.status).toBe(200);
    await expect.poll(() => heard.some((m) => m.type === 'cart:event')).toBe(true);
    socket.close();
  });

  it('serves a picture uploaded through one node from the other', async () => {
    const jar = await signedIn('cluster-upload');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'cluster-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n`),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await httpRequest(base('gw1'), '/api/api/users/change-profile-image', {
      method: 'PATCH',
      headers: { host, origin, cookie: jar.header, 'content-type': `multipart/form-data; boundary=${boundary}` },
      raw: body,
    });
    expect(sent.status, sent.body).toBe(200);
    const picture = (JSON.parse(sent.body) as { user: { profile_image: string } }).user.profile_image;
    expect(picture).toMatch(/^\/media\/profile-images\//);
    for (const node of ['gw2', 'gw1', 'api2', 'api1'] as const) {
      const served = await call(node, 'GET', picture);
      expect([node, served.status, served.header('content-type')]).toEqual([node, 200, 'image/webp']);
    }
  });
});

describe('what the API nodes share', () => {
  it('counts a rate limit across both API nodes: landing on the other one does not reset it', async () => {
    const token = await siteToken(base('api1'), 'pharmacy');
    // One client address (the balancer and gateways pass it on in X-Forwarded-For).
    const client = { 'x-site-token': token, 'x-forwarded-for': '198.51.100.22' };
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      const node = i % 2 === 0 ? 'api1' : 'api2';
      statuses.push((await call(node, 'POST', '/settings/news-letter', undefined, { email: 'a@b.md' }, client)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await call('api2', 'POST', '/settings/news-letter', undefined, { email: 'a@b.md' }, client);
    expect(other.status).toBe(429);
  });

  it('verifies on one API node a form challenge issued by the other, once', async () => {
    const headers = { 'x-site-token': await siteToken(base('api1'), 'pharmacy') };
    const issued = await call('api1', 'GET', '/base/form-challenge', undefined, undefined, headers);
    const challenge = JSON.parse(issued.body) as {
      challenge: string;
      salt: string;
      maxnumber: number;
      signature: string;
    };
    let number = 0;
    while (number <= challenge.maxnumber) {
      if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) break;
      number += 1;
    }
    const altcha = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', ...challenge, number })).toString('base64');
    const form = { email: `cluster-${Date.now()}@example.com`, altcha };
    const sent = await call('api2', 'POST', '/settings/news-letter', undefined, form, headers);
    expect(sent.status, sent.body).toBe(201);
    const replayed = await call('api1', 'POST', '/settings/news-letter', undefined, form, headers);
    expect([replayed.status, JSON.parse(replayed.body).fieldErrors]).toEqual([400, { altcha: ['replayed'] }]);
  });
});

describe('ops on one gateway node, seen on the other', () => {
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

  it('purges the page cache for every node', async () => {
    await call('gw1', 'GET', '/ro/contacts');
    expect((await call('gw2', 'GET', '/ro/contacts')).header('x-cache')).toBe('HIT');
    const purged = await call('gw1', 'POST', '/admin/cache/purge', undefined, { pathPrefix: '/ro/contacts' }, admin);
    expect(purged.status, purged.body).toBe(200);
    expect((await call('gw2', 'GET', '/ro/contacts')).header('x-cache')).toBe('MISS');
  });

  it('applies a pin change made on one node to the very next request on the other', async () => {
    const before = await call('gw2', 'GET', '/ro/contacts');
    const pinned = await call(
      'gw1',
      'PUT',
      '/admin/pins/pharmacy/content',
      undefined,
      { version: VERSIONS.contentNext },
      admin,
    );
    expect(pinned.status, pinned.body).toBe(200);
    const after = await call('gw2', 'GET', '/ro/contacts');
    expect(after.header('x-pin-set')).not.toBe(before.header('x-pin-set'));
    expect(after.body).toContain(`/modules/content/${VERSIONS.contentNext}/`);
    const shown = await call('gw2', 'GET', '/admin/pins/pharmacy', undefined, undefined, admin);
    expect(JSON.parse(shown.body).remotes.content).toEqual({ version: VERSIONS.contentNext, from: 'brand' });
    expect((await call('gw2', 'DELETE', '/admin/pins/pharmacy/content', undefined, undefined, admin)).status).toBe(200);
    expect((await call('gw1', 'GET', '/ro/contacts')).header('x-pin-set')).toBe(before.header('x-pin-set'));
  });

  it('restarts the gateways one at a time (SIGTERM, drain, start) without a failed request', async () => {
    const statuses: number[] = [];
    let rolling = true;
    const shoppers = [0, 1, 2].map(async () => {
      for (let i = 0; i < 2000 && rolling; i += 1) statuses.push((await call('balancer', 'GET', '/ro/about')).status);
    });
    for (const node of test.cluster.gateways) {
      await node.stop();
      await test.cluster.settled();
      await node.start();
      await test.cluster.settled();
    }
    rolling = false;
    await Promise.all(shoppers);
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
