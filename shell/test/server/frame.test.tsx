// Issue 21, goal 3: the frame is rendered once per shop, language, settings version and visitor
// state, and every page gets exactly the frame it would have rendered itself.
import { text } from 'node:stream/consumers';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { apiContextSet, authChanged, headSet, localeChanged } from '@vitrina/events';
import type { PageHead } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { ShellSite } from '../../src/app/site.ts';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { frameKey } from '../../src/server/frame-key.ts';
import type { RenderedFrame } from '../../src/server/frame.tsx';
import { prepareShell } from '../../src/server/prepare.ts';
import { renderShell } from '../../src/server/render.tsx';

const site: ShellSite = { brand: 'kids', title: 'Jucăria', langs: ['ro', 'ru', 'en'], mainLang: 'ro' };
const remote: RemoteModule = {
  App: () => <p>remote content</p>,
  handles: () => true,
  prepare: async () => undefined,
  translations: {},
  namespace: 'catalog',
};

/**
 * The back end's answers as the gateway shares them: the same object for every page until a
 * change replaces it (the gateway's frame data cache).
 */
function sharedAnswers() {
  const answers = new Map<string, unknown>([
    ['/settings/global_site_settings', { project: 'Jucăria', phones: { main: '+373 22 000 111' } }],
    ['/general/menu_tree', [{ id: 1, categoryTitle: 'Jucării', categoryUrl: 'jucarii', subcategories: [] }]],
    ['/settings/footer_settings', {}],
    ['/general/brand', { brands_position: 1, groups: [] }],
  ]);
  const cachedGet = (url: string) => Promise.resolve(answers.get(new URL(url).pathname));
  return { answers, cachedGet };
}

/** The gateway's frame cache in small: kept by key, counting renders. */
function keptFrames() {
  const kept = new Map<string, RenderedFrame>();
  let renders = 0;
  return {
    renders: () => renders,
    frame: (key: string) => (render: () => RenderedFrame) => {
      if (!kept.has(key)) {
        renders += 1;
        kept.set(key, render());
      }
      return kept.get(key)!;
    },
  };
}

async function page(
  path: string,
  options: {
    shared: ReturnType<typeof sharedAnswers>;
    frames?: ReturnType<typeof keptFrames>;
    head?: PageHead;
    signedIn?: boolean;
  },
) {
  const scope = fork();
  const url = `http://kids.localhost${path}`;
  await allSettled(apiContextSet, {
    scope,
    params: { baseUrl: 'http://api.test', headers: {}, cachedGet: options.shared.cachedGet },
  });
  await allSettled(localeChanged, { scope, params: 'ro' });
  await prepareShell({ scope, site, locale: 'ro', url });
  if (options.head) await allSettled(headSet, { scope, params: options.head });
  if (options.signedIn) await allSettled(authChanged, { scope, params: { isAuth: true, name: null } });
  const rendered = await renderShell({
    url,
    scope,
    i18n: createI18n('ro', 'ro', SHELL_TEXTS),
    loader: { peek: () => remote, load: async () => remote, failedOnServer: () => false, ownerOf: () => 'catalog' },
    site,
    onRecoverableError: (error) => {
      throw error;
    },
    ...(options.frames ? { frame: options.frames.frame(frameKey(scope, site)) } : {}),
  });
  const html = await text(rendered.body());
  return { html, state: rendered.frameStateJson };
}

const languageLinks = (html: string) => html.match(/href="[^"]*" lang="[a-z]{2}"/g);

describe('the frame rendered once', () => {
  it('is rendered for the first page and kept for the next pages of the shop, each with its own language links', async () => {
    const shared = sharedAnswers();
    const frames = keptFrames();
    const first = await page('/ro/catalog', { shared, frames, head: { alternates: { ru: '/katalog' } } });
    const second = await page('/ro/jucarii?page=2', { shared, frames });
    expect(frames.renders()).toBe(1);
    expect(languageLinks(first.html)).toEqual([
      'href="/ro/catalog" lang="ro"',
      'href="/ru/katalog" lang="ru"',
      'href="/en/catalog" lang="en"',
    ]);
    expect(languageLinks(second.html)).toEqual([
      'href="/ro/jucarii?page=2" lang="ro"',
      'href="/ru/jucarii?page=2" lang="ru"',
      'href="/en/jucarii?page=2" lang="en"',
    ]);
    expect(second.html).toContain('+373 22 000 111');
  });

  it('gives a page exactly the markup it would have rendered for itself (so the browser hydrates it without a mismatch)', async () => {
    const shared = sharedAnswers();
    const frames = keptFrames();
    await page('/ro', { shared, frames });
    const kept = await page('/ro/catalog?sort=price', { shared, frames, head: { alternates: { ru: '/katalog' } } });
    const own = await page('/ro/catalog?sort=price', { shared, head: { alternates: { ru: '/katalog' } } });
    expect(frames.renders()).toBe(1);
    expect(kept.html).toBe(own.html);
    expect(kept.state).toBe(own.state);
  });

  it('is rendered again once the settings change (a new answer), with the new settings', async () => {
    const shared = sharedAnswers();
    const frames = keptFrames();
    await page('/ro', { shared, frames });
    shared.answers.set('/settings/global_site_settings', { project: 'Jucăria', phones: { main: '+373 22 999 999' } });
    const after = await page('/ro/catalog', { shared, frames });
    expect(frames.renders()).toBe(2);
    expect(after.html).toContain('+373 22 999 999');
    expect(after.html).not.toContain('+373 22 000 111');
  });

  it('is another frame for a signed-in shopper (the account link instead of the sign-in button)', async () => {
    const shared = sharedAnswers();
    const frames = keptFrames();
    const guest = await page('/ro/catalog', { shared, frames });
    const member = await page('/ro/catalog', { shared, frames, signedIn: true });
    expect(frames.renders()).toBe(2);
    expect(guest.html).toContain('data-testid="header-sign-in"');
    expect(member.html).toContain('data-testid="header-account"');
    expect(member.html).not.toContain('data-testid="header-sign-in"');
  });

  it("is keyed by the shop's record too: a language added to the shop is another frame", async () => {
    const shared = sharedAnswers();
    const scope = fork();
    await allSettled(apiContextSet, {
      scope,
      params: { baseUrl: 'http://api.test', headers: {}, cachedGet: shared.cachedGet },
    });
    await prepareShell({ scope, site, locale: 'ro', url: 'http://kids.localhost/ro' });
    const withUk = { ...site, langs: [...site.langs, 'uk' as const] };
    expect(frameKey(scope, withUk)).not.toBe(frameKey(scope, site));
    expect(frameKey(scope, { ...site })).toBe(frameKey(scope, site));
  });
});
