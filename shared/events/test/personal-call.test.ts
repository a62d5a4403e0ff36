// A shopper's own calls: one reading of the API's answers, the spec's 401 rule (a refused personal
// call ends the session and stops the calls after it; a refused sign-in is only an answer), and the
// owner a server render's calls carry.
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $guest, $session, $sessionLost, apiContextSet, personalCallFx } from '../src/index.ts';
import type { PersonalRequest } from '../src/index.ts';

afterEach(() => vi.unstubAllGlobals());

function backEnd(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

const answer = (status: number, body: unknown) => () => Response.json(body, { status });
const call = (scope: Scope, params: PersonalRequest) => allSettled(personalCallFx, { scope, params });
const GUEST = { userToken: 'guest-token-1', groupId: 0 };

describe('personalCallFx answers', () => {
  it("gives a success's status and body", async () => {
    backEnd(answer(201, { id: 7 }));
    const { value } = await call(fork(), { method: 'POST', path: 'users/addresses', body: { city: 'Chisinau' } });
    expect(value).toEqual({ kind: 'ok', status: 201, body: { id: 7 } });
  });

  it('reads a refusal: code, message, the messages per field and the whole answer', async () => {
    const refusal = {
      code: 'version_conflict',
      message: 'stale',
      fieldErrors: { version: ['stale_version'] },
      currentVersion: 4,
    };
    backEnd(answer(409, refusal));
    const { value } = await call(fork(), { method: 'PUT', path: 'cart-redis', body: { version: 3 } });
    expect(value).toEqual({
      kind: 'rejected',
      status: 409,
      code: 'version_conflict',
      message: 'stale',
      fieldErrors: { version: ['stale_version'] },
      body: refusal,
    });
  });

  it('calls an answer without the error body a failure (the shopper reads "Unknown error occurred")', async () => {
    backEnd(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const { value } = await call(fork(), { method: 'GET', path: 'favorites' });
    expect(value).toEqual({ kind: 'failed', status: 502 });
  });

  it('calls no answer at all a failure with status 0', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('connection refused')));
    const { value } = await call(fork(), { method: 'GET', path: 'favorites' });
    expect(value).toEqual({ kind: 'failed', status: 0 });
  });
});

describe('personalCallFx requests', () => {
  it("sends JSON with the method asked, in the page's language", async () => {
    const calls = backEnd(answer(200, {}));
    const scope = fork();
    await allSettled(apiContextSet, { scope, params: { baseUrl: '/api', headers: { 'accept-language': 'ru' } } });
    await call(scope, { method: 'PATCH', path: 'users/user/5', query: { full: 1 }, body: { first_name: 'Ana' } });
    expect(calls[0]?.url).toBe('/api/users/user/5?full=1');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"first_name":"Ana"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'accept-language': 'ru', 'content-type': 'application/json' });
  });

  it('sends a form as it is, leaving its content type to the form', async () => {
    const calls = backEnd(answer(200, {}));
    const form = new FormData();
    form.set('picture', new Blob(['png']), 'me.png');
    await call(fork(), { method: 'POST', path: 'users/user/image', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('content-type');
  });

  it("stops at the page's deadline on the server", async () => {
    const calls = backEnd(answer(200, {}));
    const deadline = new AbortController();
    const scope = fork();
    await allSettled(apiContextSet, {
      scope,
      params: { baseUrl: 'http://api.test', headers: {}, signal: deadline.signal },
    });
    await call(scope, { method: 'GET', path: 'general/cart/fetch-all' });
    expect(calls[0]?.init.signal).toBe(deadline.signal);
  });
});

describe('the 401 rule', () => {
  it('ends the session on a 401 of a personal call and sends nothing after it', async () => {
    const calls = backEnd(answer(401, { code: 'not_authenticated', message: 'sign in', fieldErrors: {} }));
    const scope = fork();
    await call(scope, { method: 'GET', path: 'users/user-group' });
    expect(scope.getState($sessionLost)).toBe(true);
    const { value } = await call(scope, { method: 'GET', path: 'favorites' });
    expect(value).toEqual({ kind: 'stopped' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the session on a refused sign-in (a wrong password is an answer)', async () => {
    backEnd(answer(401, { code: 'invalid_credentials', message: 'wrong', fieldErrors: {} }));
    const scope = fork();
    const { value } = await call(scope, { method: 'POST', path: 'auth/jwt/create', body: {}, anonymous: true });
    expect(value).toMatchObject({ kind: 'rejected', code: 'invalid_credentials' });
    expect(scope.getState($sessionLost)).toBe(false);
  });

  it('still sends a sign-in after the session was lost', async () => {
    const calls = backEnd(answer(200, {}));
    const scope = fork({ values: [[$sessionLost, true]] });
    const { value } = await call(scope, { method: 'POST', path: 'auth/jwt/create', body: {}, anonymous: true });
    expect(value).toMatchObject({ kind: 'ok' });
    expect(calls).toHaveLength(1);
  });
});

describe('the owner on the server', () => {
  it("sends the session's bearer and the browser's guest key beside it, as the /api proxy does", async () => {
    const calls = backEnd(answer(200, {}));
    const scope = fork({
      values: [
        [$session, { bearer: 'access-1' }],
        [$guest, GUEST],
      ],
    });
    await call(scope, { method: 'GET', path: 'general/cart/fetch-all' });
    expect(calls[0]?.init.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-guest-token': 'guest-token-1',
    });
  });

  it("sends a guest's cart key when nobody is signed in", async () => {
    const calls = backEnd(answer(200, {}));
    await call(fork({ values: [[$guest, GUEST]] }), { method: 'GET', path: 'general/cart/fetch-all' });
    expect(calls[0]?.init.headers).toMatchObject({ 'x-guest-token': 'guest-token-1' });
    expect(calls[0]?.init.headers).not.toHaveProperty('authorization');
  });

  it("sends a call's own headers, which never replace the owner", async () => {
    const calls = backEnd(answer(200, {}));
    const scope = fork({ values: [[$session, { bearer: 'access-1' }]] });
    const headers = { 'x-tab-id': 'tab-1', authorization: 'Bearer someone-else' };
    await call(scope, { method: 'POST', path: 'cart-redis', body: {}, headers });
    expect(calls[0]?.init.headers).toMatchObject({ 'x-tab-id': 'tab-1', authorization: 'Bearer access-1' });
  });

  it('names no owner in the browser (the /api proxy adds it from the cookies)', async () => {
    const calls = backEnd(answer(200, {}));
    await call(fork(), { method: 'GET', path: 'general/cart/fetch-all' });
    expect(calls[0]?.init.headers).not.toHaveProperty('authorization');
    expect(calls[0]?.init.headers).not.toHaveProperty('x-guest-token');
  });
});
