// A remote's route list answers the server's questions (does the remote own this path? what must
// load before rendering it?) with react-router's matching, asked once per path, not once per question.
import { describe, expect, it, vi } from 'vitest';
import { fork } from 'effector';
import * as router from 'react-router-dom';
import { defineRemote } from '../src/define-remote.tsx';

vi.mock('react-router-dom', async (importOriginal) => {
  const original = await importOriginal<typeof router>();
  return { ...original, matchRoutes: vi.fn(original.matchRoutes) };
});

function remoteWithLoads() {
  const loaded: string[] = [];
  const remote = defineRemote({
    name: 'mf-test',
    version: '1.0.0',
    namespace: 'test',
    translations: {},
    routes: [
      { path: 'product/:slug', load: async ({ params }) => void loaded.push(`product ${params.slug}`) },
      { path: 'brands', load: async () => void loaded.push('brands') },
    ],
  });
  return { remote, loaded };
}

describe('defineRemote', () => {
  it('owns only the paths of its routes', () => {
    const { remote } = remoteWithLoads();
    expect(remote.handles('/product/boxa-x1')).toBe(true);
    expect(remote.handles('/brands')).toBe(true);
    expect(remote.handles('/cart')).toBe(false);
  });

  it('loads the matched route with the params of each path, also once many paths were seen', async () => {
    const { remote, loaded } = remoteWithLoads();
    for (let i = 0; i < 600; i += 1) expect(remote.handles(`/product/p-${i}`)).toBe(true);
    await remote.prepare({ scope: fork(), locale: 'ro', pathname: '/product/p-3', search: '' });
    await remote.prepare({ scope: fork(), locale: 'ro', pathname: '/product/p-599', search: '' });
    await remote.prepare({ scope: fork(), locale: 'ro', pathname: '/cart', search: '' });
    expect(loaded).toEqual(['product p-3', 'product p-599']);
  });

  it('matches a path against the routes once, however often the server asks about it', async () => {
    const { remote } = remoteWithLoads();
    const matchRoutes = vi.mocked(router.matchRoutes);
    matchRoutes.mockClear();
    remote.handles('/product/boxa-x2');
    await remote.prepare({ scope: fork(), locale: 'ro', pathname: '/product/boxa-x2', search: '' });
    remote.handles('/product/boxa-x2');
    expect(matchRoutes).toHaveBeenCalledTimes(1);
  });
});
