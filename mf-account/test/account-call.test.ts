// The account calls' one reading of the API's answers, and the spec's 401 rule: a refused personal
// call ends the session and stops the calls after it; a refused sign-in is only an answer.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionLost, apiContextSet } from '@vitrina/events';
import { accountCallFx } from '../src/shared/api/account-call.ts';

afterEach(() => vi.unstubAllGlobals());

function backEnd(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

const refusal = (status: number, body: unknown) => () => Response.json(body, { status });

describe('accountCallFx', () => {
  it('reads a refusal: code, message and the messages per field', async () => {
    backEnd(
      refusal(400, { code: 'validation_failed', message: 'Invalid body', fieldErrors: { email: ['invalid_email'] } }),
    );
    const scope = fork();
    const { value } = await allSettled(accountCallFx, {
      scope,
      params: { method: 'POST', path: 'auth/users', body: { email: 'x' }, anonymous: true },
    });
    expect(value).toEqual({
      kind: 'rejected',
      status: 400,
      code: 'validation_failed',
      message: 'Invalid body',
      fieldErrors: { email: ['invalid_email'] },
    });
  });

  it('calls an answer without the error body a failure (the shopper reads "Unknown error occurred")', async () => {
    backEnd(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const { value } = await allSettled(accountCallFx, { scope: fork(), params: { method: 'GET', path: 'favorites' } });
    expect(value).toEqual({ kind: 'failed', status: 502 });
  });

  it("sends JSON to the same-origin proxy with the method asked, in the page's language", async () => {
    const calls = backEnd(() => Response.json({ ok: true }));
    const scope = fork();
    await allSettled(apiContextSet, { scope, params: { baseUrl: '/api', headers: { 'accept-language': 'ru' } } });
    await allSettled(accountCallFx, {
      scope,
      params: { method: 'PATCH', path: 'users/user/5', body: { first_name: 'Ana' } },
    });
    expect(calls[0]?.url).toBe('/api/users/user/5');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"first_name":"Ana"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'accept-language': 'ru', 'content-type': 'application/json' });
  });

  it('ends the session on a 401 of a personal call and sends nothing after it', async () => {
    const calls = backEnd(refusal(401, { code: 'not_authenticated', message: 'sign in', fieldErrors: {} }));
    const scope = fork();
    await allSettled(accountCallFx, { scope, params: { method: 'GET', path: 'users/user-group' } });
    expect(scope.getState($sessionLost)).toBe(true);
    const { value } = await allSettled(accountCallFx, { scope, params: { method: 'GET', path: 'favorites' } });
    expect(value).toEqual({ kind: 'stopped' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the session on a refused sign-in (wrong password is an answer)', async () => {
    backEnd(refusal(401, { code: 'invalid_credentials', message: 'wrong', fieldErrors: {} }));
    const scope = fork();
    const { value } = await allSettled(accountCallFx, {
      scope,
      params: { method: 'POST', path: 'auth/jwt/create', body: {}, anonymous: true },
    });
    expect(value).toMatchObject({ kind: 'rejected', code: 'invalid_credentials' });
    expect(scope.getState($sessionLost)).toBe(false);
  });
});
