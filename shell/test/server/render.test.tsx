import { text } from 'node:stream/consumers';
import { fork } from 'effector';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { describe, expect, it } from 'vitest';
import { $head, $pageStatus, $siteSettings } from '@vitrina/events';
import type { PageHead } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { shellRoutes } from '../../src/app/routes.tsx';
import type { ShellSite } from '../../src/app/site.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { SHELL_OWNED_PATHS, shellOwnsPath } from '../../src/routes/remote-routes.ts';
import { renderShell } from '../../src/server/render.tsx';
import type { ShellRender } from '../../src/server/render.tsx';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import { $brandTree, $menuTree } from '../../src/settings/model.ts';
import type { GlobalSettings } from '../../src/settings/types.ts';

const site: ShellSite = { brand: 'kids', title: 'Jucăria', langs: ['ro', 'ru', 'uk', 'en'], mainLang: 'ro' };
const catalogRemote: RemoteModule = {
  App: () => <p data-testid="remote">remote content</p>,
  handles: (path) => path === '/catalog',
  prepare: async () => undefined,
  translations: {},
  namespace: 'catalog',
};

async function render(
  url: string,
  settings: Partial<GlobalSettings> = {},
  pageStatus = 200,
  remote: RemoteModule = catalogRemote,
  head: PageHead = {},
  around?: Parameters<ShellRender['body']>[0],
) {
  const scope = fork({
    values: [
      [$head, head],
      [$pageStatus, pageStatus],
      [$siteSettings, { ...DEFAULT_GLOBAL_SETTINGS, project: 'Jucăria', ...settings }],
      [
        $menuTree,
        [
          {
            id: 1,
            categoryTitle: 'Jucării',
            categoryUrl: 'jucarii',
            categoryIcon: '',
            subcategories: [{ id: 11, subCategoryTitle: 'Păpuși', subCategoryUrl: 'papusi' }],
          },
          { id: 2, categoryTitle: 'Jocuri', categoryUrl: 'jocuri', categoryIcon: '', subcategories: [] },
        ],
      ],
      [
        $brandTree,
        { brands_position: 1, groups: [{ letter: 'K', brands: [{ id: 5, name: 'Kubik', slug: 'kubik', image: '' }] }] },
      ],
    ],
  });
  const rendered = await renderShell({
    url: `http://kids.localhost${url}`,
    scope,
    i18n: createI18n('ro', 'ro', SHELL_TEXTS),
    loader: { peek: () => remote, load: async () => remote, failedOnServer: () => false, ownerOf: () => 'catalog' },
    site,
    onRecoverableError: (error) => {
      throw error;
    },
  });
  const html = await text(rendered.body(around));
  return { status: rendered.status, html };
}

describe('the frame rendered on the server', () => {
  it("writes the caller's start before the frame and its end after the page area's last byte; an end that fails errors the body", async () => {
    const { html } = await render(
      '/ro/catalog',
      {},
      200,
      catalogRemote,
      {},
      { start: '<!--start-->', end: () => '<!--end-->' },
    );
    expect(html.startsWith('<!--start--><div class="layout"')).toBe(true);
    expect(html.endsWith('</div><!--end-->')).toBe(true);
    expect(html.indexOf('remote content')).toBeGreaterThan(html.indexOf('<!--start-->'));
    const failing = render(
      '/ro/catalog',
      {},
      200,
      catalogRemote,
      {},
      {
        end: () => {
          throw new Error('no boot payload');
        },
      },
    );
    await expect(failing).rejects.toThrow('no boot payload');
  });

  it('keeps a large remote page in place, readable without JavaScript (no hidden segment swapped in by a script)', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `product ${i} with a long enough name`);
    const big: RemoteModule = {
      ...catalogRemote,
      App: () => (
        <ul data-testid="remote">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      ),
    };
    const { html } = await render('/ro/catalog', {}, 200, big);
    expect(html.length).toBeGreaterThan(60_000);
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).toMatch(/<main id="main" tabindex="-1">.*product 1999 with a long enough name.*<\/main>/s);
  });

  it('starts with the skip link to #main and renders the remote inside main', async () => {
    const { status, html } = await render('/ro/catalog');
    expect(status).toBe(200);
    expect(html.indexOf('<a href="#main" class="skip-link">Salt la conținutul principal</a>')).toBeLessThan(
      html.indexOf('<header'),
    );
    expect(html).toMatch(/<main id="main" tabindex="-1">.*remote content.*<\/main>/);
  });

  it('keeps the hooks end-to-end tests rely on: the brand link and the cart link with its exact text', async () => {
    const { html } = await render('/ro/catalog');
    expect(html).toContain('data-testid="brand"');
    // The icon is an SVG without text, so the link's whole text is its label.
    expect(html).toMatch(
      /data-testid="header-cart"[^>]*><svg[^>]*><path[^>]*><\/path><\/svg><span class="sr-only">Coș: 0<\/span><\/a>/,
    );
  });

  it('puts the brands entry in the category row at its position, with its dropdown closed', async () => {
    const { html } = await render('/ro/catalog');
    const row = html.slice(html.indexOf('class="category-row"'));
    expect(row.indexOf('Jucării')).toBeLessThan(row.indexOf('Branduri'));
    expect(row.indexOf('Branduri')).toBeLessThan(row.indexOf('Jocuri'));
    expect(row).toContain('href="/ro/brands/kubik"');
    expect(row).toMatch(/class="category-dropdown" hidden=""/);
  });

  it('renders no mobile menu until it is opened, and no bottom bar for mobileBar_hide', async () => {
    const shown = await render('/ro/catalog');
    expect(shown.html).not.toContain('class="mobile-menu"');
    expect(shown.html).toContain('class="bottom-bar mobile-only"');
    const hidden = await render('/ro/catalog', {
      mainUiInterface: { ...DEFAULT_GLOBAL_SETTINGS.mainUiInterface, mobileBarUiType: 'mobileBar_hide' },
    });
    expect(hidden.html).not.toContain('class="bottom-bar');
    expect(hidden.html).toContain('data-mobile-bar="mobileBar_hide"');
  });

  it('answers /{lang}/404 with status 404 and the error page', async () => {
    const { status, html } = await render('/ro/404');
    expect(status).toBe(404);
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain('Pagina nu a fost găsită');
    expect(html).toContain('<a class="button" href="/ro"');
  });

  it('links every language root without the trailing slash the gateway would redirect (logo, bottom bar, 404, languages)', async () => {
    for (const url of ['/ro/catalog', '/ro/404', '/ro']) {
      const { html } = await render(url);
      expect(html).toContain('href="/ro"');
      expect([url, html.match(/href="\/[a-z]{2}\/"/g)]).toEqual([url, null]);
    }
  });

  it("links each language to the page's translated path from its head, keeping the query", async () => {
    const head = { alternates: { ro: '/catalog', ru: '/katalog' } };
    const { html } = await render('/ro/catalog?page=2', {}, 200, catalogRemote, head);
    const panel = html.slice(html.indexOf('class="language-panel"'));
    expect(panel).toContain('href="/ru/katalog?page=2"');
    // A language the head does not name keeps the same path under its prefix.
    expect(panel).toContain('href="/en/catalog?page=2"');
  });

  it("shows the 404 page in the remote's area for a path the remote has no route for", async () => {
    const { html } = await render('/ro/product/nothing-here');
    expect(html).toContain('data-testid="error-page"');
    expect(html).not.toContain('remote content');
  });

  it('shows the 404 page instead of the remote when the remote reports its page missing', async () => {
    const { html } = await render('/ro/catalog', {}, 404);
    expect(html).toContain('data-status="404"');
    expect(html).not.toContain('remote content');
  });

  it('has a route for every path the gateway renders without a remote', () => {
    const children = shellRoutes[0]!.children!.map((route) => `/${route.path ?? ''}`);
    for (const path of SHELL_OWNED_PATHS) expect(children).toContain(path);
    expect(shellOwnsPath('/404')).toBe(true);
    expect(shellOwnsPath('/catalog')).toBe(false);
  });
});
