// A remote's route list answers the server's questions (does the remote own this path? what must
// load before rendering it?) with react-router's matching, asked once per path, not once per question.
import { describe, expect, it, vi } from 'vitest';
import { fork } from 'effector';
import * as router from '@vitrina/router';
import { renderToString } from 'react-dom/server';
import { BelowLocale, MemoryRouter } from '@vitrina/router/testing';
import { defineRemote } from '../src/define-remote.tsx';
import type { RemoteRoute } from '../src/define-remote.tsx';
import type { RemoteModule } from '../src/remote-module.ts';
import { lazyComponent } from '../src/lazy-component.tsx';

vi.mock('@vitrina/router', async (importOriginal) => {
  const original = await importOriginal<typeof router>();
  return { ...original, matchRoutes: vi.fn(original.matchRoutes) };
});

/** A remote owning the routes given, under their first segments. */
function testRemote(routes: RemoteRoute[], translations: Parameters<typeof defineRemote>[0]['translations'] = {}) {
  const prefixes = [...new Set(routes.map((route) => route.path!.split('/')[0]!))];
  return defineRemote({
    name: 'mf-test',
    version: '1.0.0',
    namespace: 'test',
    translations,
    routes,
    mounts: { prefixes },
  });
}

/** The remote's App at `url`, mounted as the shell mounts a remote: below its `/:lang/*` route. */
function rendered(remote: RemoteModule, url: string) {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <BelowLocale>
        <remote.App />
      </BelowLocale>
    </MemoryRouter>,
  );
}

function remoteWithLoads() {
  const loaded: string[] = [];
  const remote = testRemote([
    { path: 'product/:slug', load: async ({ params }) => void loaded.push(`product ${params.slug}`) },
    { path: 'brands', load: async () => void loaded.push('brands') },
  ]);
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

describe('defineRemote with pages split into chunks of their own', () => {
  function remoteWithLazyPages() {
    const fetched: string[] = [];
    const page = (name: string) => lazyComponent(async () => (fetched.push(name), () => <p>{`${name} page`}</p>));
    const remote = testRemote([
      { path: 'product/:slug', page: page('product') },
      { path: 'brands', page: page('brands') },
    ]);
    return { remote, fetched };
  }

  it("fetches the code of the path's page only, before the server renders it", async () => {
    const { remote, fetched } = remoteWithLazyPages();
    await remote.prepare({ scope: fork(), locale: 'ro', pathname: '/brands', search: '' });
    expect(fetched).toEqual(['brands']);
  });

  it("says whether a path's page is fetched, so the shell can fetch it before rendering", async () => {
    const { remote } = remoteWithLazyPages();
    expect(remote.pageReady!('/brands')).toBe(false);
    await remote.preload!('/brands');
    expect(remote.pageReady!('/brands')).toBe(true);
    expect(remote.pageReady!('/product/boxa-x1')).toBe(false);
  });

  it('renders a preloaded page at once, so hydration meets the server markup', async () => {
    const { remote, fetched } = remoteWithLazyPages();
    await remote.preload!('/product/boxa-x1');
    expect(fetched).toEqual(['product']);
    expect(rendered(remote, '/ro/product/boxa-x1')).toContain('product page');
  });
});

describe('defineRemote below the shell', () => {
  it('renders a path with the params its load got, an escaped per cent sign decoded once', async () => {
    const loaded: string[] = [];
    function Slug() {
      return <p>{`slug ${router.useParams().slug}`}</p>;
    }
    const remote = testRemote([
      { path: 'product/:slug', element: <Slug />, load: async ({ params }) => void loaded.push(params.slug!) },
    ]);
    // `%2541` is a slug holding `%41`: decoded twice it would read `A`, another product's page.
    for (const path of ['/product/a%2541', '/product/%C8%99ampon']) {
      await remote.prepare({ scope: fork(), locale: 'ro', pathname: path, search: '' });
    }
    expect(loaded).toEqual(['a%41', 'șampon']);
    expect(rendered(remote, '/ro/product/a%2541')).toContain('slug a%41');
    expect(rendered(remote, '/ro/product/%C8%99ampon')).toContain('slug șampon');
  });
});

describe('defineRemote with texts fetched per language', () => {
  it("fetches the request's language before its route loads run (they read texts for the head)", async () => {
    const events: string[] = [];
    const fetchTexts = (lang: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`texts ${lang}`);
      return { hello: lang };
    };
    const remote = testRemote([{ path: 'brands', load: async () => void events.push('load') }], {
      ro: fetchTexts('ro'),
      ru: fetchTexts('ru'),
    });
    await remote.prepare({ scope: fork(), locale: 'ru', pathname: '/brands', search: '' });
    expect(events).toEqual(['texts ru', 'load']);
  });
});
