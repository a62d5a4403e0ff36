import { allSettled, fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiContextSet, headSet } from '@vitrina/events';
import { prepareShell, shellBodyEnd, shellHead } from '../../src/server/prepare.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import { $brandTree, $footer, $menuTree, $settings } from '../../src/settings/model.ts';

const site = { brand: 'tech', title: 'tech', langs: ['uk', 'ru', 'en'] as const, mainLang: 'uk' as const };
const answers: Record<string, unknown> = {
  'settings/global_site_settings': {
    ...DEFAULT_GLOBAL_SETTINGS,
    project: 'TechHub',
    menu_tree: [{ id: 1 }],
    sitesettingsstatistic: { ...DEFAULT_GLOBAL_SETTINGS.sitesettingsstatistic, jivo_chat: 'Ab12Cd34' },
  },
  'settings/footer_settings': {
    columns: [],
    phones: ['+380 44 555 0800'],
    email: 'hi@tech.example',
    address: 'Kyiv',
    socialNetworkLinks: [],
    copyright: '© TechHub',
  },
  'general/menu_tree': [
    { id: 7, categoryTitle: 'Phones', categoryUrl: 'phones', categoryIcon: 'phone', subcategories: [] },
    { broken: true },
  ],
  'general/brand': {
    brands_position: 1,
    groups: [{ letter: 'A', brands: [{ id: 1, name: 'Acme', slug: 'acme', image: '' }] }],
  },
};

/** A scope whose back end is a stub: `fetch` answers each path with `answer(path)`, 500 when it throws. */
async function scopeAnswering(answer: (path: string) => unknown): Promise<Scope> {
  vi.stubGlobal('fetch', async (url: string) => {
    try {
      return new Response(JSON.stringify(answer(new URL(url).pathname.slice(1))), { status: 200 });
    } catch {
      return new Response('{}', { status: 500 });
    }
  });
  const scope = fork();
  await allSettled(apiContextSet, { scope, params: { baseUrl: 'http://api.test', headers: {} } });
  return scope;
}
afterEach(() => {
  vi.unstubAllGlobals();
});
const input = (scope: Scope) => ({
  scope,
  site: { ...site, langs: [...site.langs] },
  locale: 'ru' as const,
  url: 'http://tech.localhost/ru/',
  publicOrigin: 'http://tech.localhost:3000',
});

describe('prepareShell', () => {
  it('loads the settings, footer, menu tree and brand tree into the scope, and they are serialized for the browser', async () => {
    const scope = await scopeAnswering((path) => answers[path]);
    await prepareShell(input(scope));
    expect(scope.getState($settings).project).toBe('TechHub');
    // The menu comes from general/menu_tree; the settings' copy is not carried twice.
    expect(scope.getState($settings).menu_tree).toEqual([]);
    expect(scope.getState($menuTree).map((c) => c.id)).toEqual([7]);
    expect(scope.getState($footer).email).toBe('hi@tech.example');
    expect(scope.getState($brandTree).groups[0]?.brands[0]?.slug).toBe('acme');
    expect(Object.keys(serialize(scope))).toEqual(
      expect.arrayContaining(['site-frame/settings', 'shell/footer', 'site-frame/menu-tree', 'shell/brand-tree']),
    );
    // The settings and the menu travel once, on the bus, for the shell and every remote.
    expect(Object.keys(serialize(scope)).filter((key) => /settings|menu/.test(key))).toEqual([
      'site-frame/settings',
      'site-frame/menu-tree',
    ]);
  });

  it('renders with the defaults, quietly, when the back end fails', async () => {
    const scope = await scopeAnswering(() => {
      throw new Error('back end down');
    });
    await expect(prepareShell(input(scope))).resolves.toBeUndefined();
    expect(scope.getState($settings)).toBe(DEFAULT_GLOBAL_SETTINGS);
    expect(scope.getState($menuTree)).toEqual([]);
    const head = shellHead(input(scope));
    expect(head).toContain('<title>tech</title>');
  });

  it("writes the page's head from $head and the chat widget only when configured", async () => {
    const scope = await scopeAnswering((path) => answers[path]);
    await prepareShell(input(scope));
    await allSettled(headSet, { scope, params: { title: 'Смартфоны' } });
    expect(shellHead(input(scope))).toContain('<title>Смартфоны | TechHub</title>');
    expect(shellHead({ ...input(scope), status: 404 })).toContain('<title>Страница не найдена | TechHub</title>');
    expect(shellBodyEnd(input(scope))).toContain('code.jivosite.com/widget/Ab12Cd34');
    expect(shellBodyEnd(input(await scopeAnswering(() => ({}))))).toBe('');
  });

  it("links the page on the shop's public origin, whatever origin the page URL has", async () => {
    const scope = await scopeAnswering((path) => answers[path]);
    await prepareShell(input(scope));
    const head = shellHead({
      ...input(scope),
      url: 'https://TECH.localhost:7321/ru/phones?page=2',
      publicOrigin: 'https://tech.example',
    });
    expect(head).toContain('<link rel="canonical" href="https://tech.example/ru/phones">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://tech.example/uk/phones">');
    expect(head).not.toContain('7321');
  });
});
