// The way to a shopper's own adverts: in the header (and the mobile menu) of a shop that runs the
// adverts module, for a signed-in shopper only; a guest or another shop gets no link that would 404.
import { text } from 'node:stream/consumers';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $auth, $siteSettings } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { ShellSite } from '../../src/app/site.ts';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { renderShell } from '../../src/server/render.tsx';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';

const site: ShellSite = { brand: 'doors', title: 'UșiCasa', langs: ['ro', 'ru'], mainLang: 'ro' };
const remote: RemoteModule = {
  App: () => <p>page</p>,
  handles: () => true,
  prepare: async () => undefined,
  translations: {},
  namespace: 'catalog',
};

async function header(options: { signedIn: boolean; advertsEnabled?: boolean; lang?: 'ro' | 'ru' }) {
  const lang = options.lang ?? 'ro';
  const scope = fork({
    values: [
      [$auth, { isAuth: options.signedIn, name: options.signedIn ? 'Ana' : null }],
      [
        $siteSettings,
        {
          ...DEFAULT_GLOBAL_SETTINGS,
          ...(options.advertsEnabled === undefined ? {} : { adverts_enabled: options.advertsEnabled }),
        },
      ],
    ],
  });
  const rendered = await renderShell({
    url: `http://doors.localhost/${lang}/catalog`,
    scope,
    i18n: createI18n(lang, 'ro', SHELL_TEXTS),
    loader: { peek: () => remote, load: async () => remote, failedOnServer: () => false, ownerOf: () => 'catalog' },
    site,
    onRecoverableError: (error) => {
      throw error;
    },
  });
  return text(rendered.body());
}

const links = (html: string) => html.match(/<a[^>]*href="\/(ro|ru)\/my-adverts"[^>]*>.*?<\/a>/g) ?? [];

describe('the link to my adverts', () => {
  it("is beside the account entry of a signed-in shopper in a shop with adverts, named in the page's language", async () => {
    const [link] = links(await header({ signedIn: true, advertsEnabled: true, lang: 'ru' }));
    expect(link).toContain('href="/ru/my-adverts"');
    expect(link).toContain('Мои объявления');
  });

  it('is not there for a guest, nor in a shop without adverts (whose pages answer 404)', async () => {
    expect(links(await header({ signedIn: false, advertsEnabled: true }))).toEqual([]);
    expect(links(await header({ signedIn: true, advertsEnabled: false }))).toEqual([]);
    expect(links(await header({ signedIn: true }))).toEqual([]);
  });
});
