// The shop's settings and menu on the bus: asked for by the shell and by a remote in the same
// scope (the gateway runs both at once), they are loaded once, with the scope's call context.
import { allSettled, fork, sample, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $menuTree,
  $pendingCartIntents,
  $siteSettings,
  addToCartRequested,
  apiContextSet,
  cartIntentsTaken,
  loadSiteFrameFx,
  siteFrameRead,
  siteFrameRequested,
} from '../src/index.ts';
import type { GlobalSettings } from '../src/index.ts';

// What the shell does on the server: reads the answers into the stores (here without the contract).
sample({
  clock: loadSiteFrameFx.doneData,
  fn: ({ settings, menu }) => ({
    settings: (settings ?? null) as GlobalSettings | null,
    menu: Array.isArray(menu) ? menu : [],
  }),
  target: siteFrameRead,
});

const MENU = [{ id: 7, categoryTitle: 'Phones', categoryUrl: 'phones', categoryIcon: '', subcategories: [] }];

/** A scope whose back end answers after a moment, recording each call with its language. */
async function scopeWithBackEnd(fail: string[] = []) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.slice(1);
    calls.push(`${path} ${(init.headers as Record<string, string>)['accept-language']}`);
    await new Promise((resolve) => setImmediate(resolve));
    if (fail.includes(path)) return new Response('{}', { status: 503 });
    return Response.json(path === 'general/menu_tree' ? MENU : { project: 'TechHub' });
  });
  const scope = fork();
  await allSettled(apiContextSet, {
    scope,
    params: { baseUrl: 'http://api.test', headers: { 'accept-language': 'uk' } },
  });
  return { scope, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the site frame on the bus', () => {
  it('is loaded once when the shell and a remote ask at the same time, and both see it', async () => {
    const { scope, calls } = await scopeWithBackEnd();
    const seen: unknown[] = [];
    const ask = async () => {
      await allSettled(siteFrameRequested, { scope });
      seen.push(scope.getState($siteSettings)?.project);
    };
    await Promise.all([ask(), ask()]);
    await ask();
    expect(calls.sort()).toEqual(['general/menu_tree uk', 'settings/global_site_settings uk']);
    expect(seen).toEqual(['TechHub', 'TechHub', 'TechHub']);
    expect(scope.getState($menuTree)).toEqual(MENU);
  });

  it('goes into the page once, under the bus names', async () => {
    const { scope } = await scopeWithBackEnd();
    await allSettled(siteFrameRequested, { scope });
    const state = serialize(scope);
    expect(state['site-frame/settings']).toEqual({ project: 'TechHub' });
    expect(state['site-frame/menu-tree']).toEqual(MENU);
    // A browser starting from the page asks the back end nothing again.
    const browser = fork({ values: state });
    const { calls } = await scopeWithBackEnd();
    await allSettled(siteFrameRequested, { scope: browser });
    expect(calls).toEqual([]);
  });

  it('leaves out an answer that failed and keeps the other', async () => {
    const { scope } = await scopeWithBackEnd(['settings/global_site_settings']);
    await allSettled(siteFrameRequested, { scope });
    expect(scope.getState($siteSettings)).toBeNull();
    expect(scope.getState($menuTree)).toEqual(MENU);
  });
});

describe('an add-to-cart intent', () => {
  it('waits for the cart, which takes every waiting press at once', async () => {
    const scope = fork();
    await allSettled(addToCartRequested, { scope, params: { productId: 641, quantity: 2 } });
    await allSettled(addToCartRequested, { scope, params: { productId: 7 } });
    expect(scope.getState($pendingCartIntents)).toEqual([{ productId: 641, quantity: 2 }, { productId: 7 }]);
    await allSettled(cartIntentsTaken, { scope });
    expect(scope.getState($pendingCartIntents)).toEqual([]);
  });
});
