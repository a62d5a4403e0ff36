// The server's view of each answer a page's calls got: the gateway reads the back end's dev-mode
// echo from it (gateway/test/dev-mode.test.ts has the whole way).
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiContextSet, apiGetFx, apiPostFx } from '../src/index.ts';
import type { CallAnswer } from '../src/index.ts';

afterEach(() => vi.unstubAllGlobals());

describe("a call context's onAnswer", () => {
  it('is told of every answer with its status and headers, a refusal too, for gets and posts', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json({}, { status: url.endsWith('/missing') ? 404 : 200, headers: { 'dev-mode': 'true' } }),
    );
    const seen: CallAnswer[] = [];
    const scope = fork();
    const onAnswer = (answer: CallAnswer) => void seen.push(answer);
    await allSettled(apiContextSet, { scope, params: { baseUrl: 'http://api.test', headers: {}, onAnswer } });
    await allSettled(apiGetFx, { scope, params: { path: 'settings/global_site_settings' } });
    await allSettled(apiGetFx, { scope, params: { path: 'general/missing' } });
    await allSettled(apiPostFx, { scope, params: { path: 'general/slug_check', body: {} } });
    expect(seen.map(({ path, status, headers }) => [path, status, headers.get('dev-mode')])).toEqual([
      ['settings/global_site_settings', 200, 'true'],
      ['general/missing', 404, 'true'],
      ['general/slug_check', 200, 'true'],
    ]);
  });
});
