// Each remote declares the URLs it owns; the shop's pinned versions together decide who serves a
// path, and two remotes claiming one URL is a conflict ops are told about.
import { describe, expect, it } from 'vitest';
import { mountMismatches as mismatches } from '../src/define-remote.tsx';
import { buildRouteTable, mountProblems, ownerOf } from '../src/index.ts';

describe('a route table from the pinned remotes', () => {
  const { table, conflicts } = buildRouteTable({
    catalog: { prefixes: ['product', 'favorites'], personal: ['favorites'], catchAll: true },
    content: { prefixes: ['articles', 'about'] },
    'cart-checkout': { prefixes: ['cart'], personal: ['cart'] },
  });

  it('gives each path to the remote that declared its first segment, and the rest to the catch-all', () => {
    expect(conflicts).toEqual([]);
    expect(ownerOf(table, '/articles/news-1')).toBe('content');
    expect(ownerOf(table, '/about')).toBe('content');
    expect(ownerOf(table, '/cart')).toBe('cart-checkout');
    expect(ownerOf(table, '/product/x')).toBe('catalog');
    expect(ownerOf(table, '/vitamine/c')).toBe('catalog');
    expect(ownerOf(table, '/')).toBe('catalog');
    expect(table.personal.sort()).toEqual(['cart', 'favorites']);
  });

  it('has no owner for an unclaimed path when no remote takes every other one', () => {
    const { table: noCatchAll } = buildRouteTable({ content: { prefixes: ['about'] } });
    expect(ownerOf(noCatchAll, '/vitamine')).toBeNull();
  });

  it('names every conflict: one URL claimed twice, or two catch-alls', () => {
    const { conflicts: found } = buildRouteTable({
      catalog: { prefixes: ['search'], catchAll: true },
      content: { prefixes: ['search'] },
      adverts: { prefixes: ['adverts'], catchAll: true },
    });
    expect(found).toEqual([
      'both catalog and adverts claim every other path',
      '/search is claimed by both catalog and content',
    ]);
  });
});

describe('a declaration read from a build', () => {
  it.each([
    [{ prefixes: ['articles', 'about'] }, []],
    [{ prefixes: ['cart'], personal: ['cart'], catchAll: false }, []],
    [
      { prefixes: ['Articles'] },
      ['mounts.prefixes must be a list of path segments (lower-case letters, digits, dashes)'],
    ],
    [{ prefixes: ['a/b'] }, ['mounts.prefixes must be a list of path segments (lower-case letters, digits, dashes)']],
    [{ prefixes: ['a', 'a'] }, ['mounts.prefixes names a segment twice']],
    [{ prefixes: ['a'], personal: ['b'] }, ["mounts.personal must list some of the remote's own prefixes"]],
    [{ prefixes: [], catchAll: 'yes' }, ['mounts.catchAll must be true or false']],
    [null, ['mounts must be an object with prefixes']],
  ])('%j has the problems %j', (value, problems) => {
    expect(mountProblems(value)).toEqual(problems);
  });
});

describe("a remote's routes against its mounts", () => {
  it('agree when every route lives under a declared prefix and every prefix has a route', () => {
    const routes = [{ element: null, children: [{ path: 'articles' }, { path: 'articles/:url' }, { path: 'about' }] }];
    expect(mismatches(routes, { prefixes: ['articles', 'about'] })).toEqual([]);
  });

  it('name a route outside the mounts and a mount without a route', () => {
    expect(mismatches([{ path: 'articles' }, { path: 'promo' }], { prefixes: ['articles', 'faq'] })).toEqual([
      'the route under "promo" is outside the declared mounts',
      'the mount "faq" has no route',
    ]);
  });

  it('let a catch-all remote have its home and its wildcard route', () => {
    expect(
      mismatches([{ index: true }, { path: 'product/:slug' }, { path: '*' }], {
        prefixes: ['product'],
        catchAll: true,
      }),
    ).toEqual([]);
    expect(mismatches([{ index: true }], { prefixes: [] })).toEqual([
      'the route under "/" is outside the declared mounts',
    ]);
  });
});
