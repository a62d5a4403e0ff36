// Personal calls on the server: the shopper's bearer goes with them, and they never go through the
// frame-data cache that answers every shopper of the shop.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $guest, $session, apiContextSet, personalGetFx } from '../src/index.ts';

afterEach(() => vi.unstubAllGlobals());

function recordCalls() {
  const headers: Record<string, string>[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    headers.push(init.headers as Record<string, string>);
    return Response.json({ user: { id: 1 } });
  });
  return headers;
}

async function scopeWith(
  session: { bearer: string } | null,
  cachedGet: () => Promise<unknown>,
  guest: { userToken: string; groupId: number } | null = null,
) {
  const scope = fork({
    values: [
      [$session, session],
      [$guest, guest],
    ],
  });
  await allSettled(apiContextSet, {
    scope,
    params: { baseUrl: 'http://api.test', headers: { 'x-site-token': 'demo' }, cachedGet },
  });
  return scope;
}

describe('personalGetFx', () => {
  it("sends the session's bearer and bypasses the shared cache", async () => {
    const sent = recordCalls();
    const shared = vi.fn(async () => ({ user: { id: 999 } }));
    const scope = await scopeWith({ bearer: 'token-a' }, shared);
    const answer = await allSettled(personalGetFx, { scope, params: { path: 'auth/users/me' } });
    expect(answer).toEqual({ status: 'done', value: { user: { id: 1 } } });
    expect(shared).not.toHaveBeenCalled();
    expect(sent[0]).toMatchObject({ authorization: 'Bearer token-a', 'x-site-token': 'demo' });
  });

  it('sends no bearer without a session (the browser, whose proxy adds it)', async () => {
    const sent = recordCalls();
    const scope = await scopeWith(null, async () => ({}));
    await allSettled(personalGetFx, { scope, params: { path: 'favorites' } });
    expect(sent[0]).not.toHaveProperty('authorization');
  });

  it("sends the browser's guest key beside the bearer, as the /api proxy does (the account takes the guest's orders)", async () => {
    const sent = recordCalls();
    const scope = await scopeWith({ bearer: 'token-a' }, async () => ({}), { userToken: 'guest-1', groupId: 0 });
    await allSettled(personalGetFx, { scope, params: { path: 'general/v2/order' } });
    expect(sent[0]).toMatchObject({ authorization: 'Bearer token-a', 'x-guest-token': 'guest-1' });
  });
});
