// "Showing results for ...": when the back end read a mistyped word as another (issue 23), the
// results page and the header's window say what they show results for, in the page's language;
// an answer without a correction, or from a back end that never corrects, shows no such line.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import i18next from 'i18next';
import { fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $locale, $searchText, $siteSettings } from '@vitrina/events';
import type { GlobalSettings, Locale } from '@vitrina/events';
import { SEARCH_PATH } from '../src/entities/search-result/index.ts';
import type { SearchAnswer } from '../src/entities/search-result/index.ts';
import { $query, $results } from '../src/features/search/index.ts';
import { SearchPage } from '../src/pages/search/ui/SearchPage.tsx';
import { SearchWindow } from '../src/widgets/search-window/ui/SearchWindow.tsx';
import { $resources, resourceKey } from '../src/shared/api/resources.ts';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';

const SETTINGS = { active_products_count: 120, images: {} } as unknown as GlobalSettings;
const HIT = {
  productId: 1,
  img: '',
  title: 'Căști wireless',
  short_description: '',
  code: 'A1',
  url: '/product/casti',
};
const corrected: SearchAnswer = { products: [HIT], resultsByCategory: [], correctedQuery: 'căști wireless' };

async function render(locale: Locale, scope: Scope, element: ReactNode, url: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    resources: { [locale]: { [NAMESPACE]: await loadCatalogTexts(locale) } },
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  ).replace(/<!-- -->/g, '');
}

const line = (html: string) => /data-testid="search-corrected">([^<]*)</.exec(html)?.[1];

/** The results page for `typed`, with the back end's answer already loaded (as the server renders it). */
function page(locale: Locale, typed: string, answer: unknown) {
  const key = resourceKey({ path: SEARCH_PATH, query: { query: typed } });
  const scope = fork({
    values: [
      [$locale, locale],
      [$siteSettings, SETTINGS],
      [$resources, { [key]: { status: 'ready', data: answer } }],
    ],
  });
  return render(locale, scope, <SearchPage />, `/${locale}/search?query=${encodeURIComponent(typed)}`);
}

function searchWindow(locale: Locale, typed: string, answer: SearchAnswer) {
  const scope = fork({
    values: [
      [$locale, locale],
      [$siteSettings, SETTINGS],
      [$searchText, typed],
      [$query, typed],
      [$results, answer],
    ],
  });
  return render(locale, scope, <SearchWindow />, `/${locale}/`);
}

describe('the corrected query', () => {
  it.each([
    ['ro', 'Se afișează rezultatele pentru „căști wireless”'],
    ['ru', 'Показаны результаты по запросу «căști wireless»'],
    ['uk', 'Показано результати за запитом «căști wireless»'],
    ['en', 'Showing results for “căști wireless”'],
  ] as const)('is shown on the results page in %s', async (locale, text) => {
    const html = await page(locale, 'casti wirelss', corrected);
    expect(line(html)).toBe(text);
    expect(html).toContain(HIT.title);
  });

  it("is shown in the header's window above the hits", async () => {
    const html = await searchWindow('en', 'casti wirelss', corrected);
    expect(line(html)).toBe('Showing results for “căști wireless”');
    expect(html.indexOf('search-corrected')).toBeLessThan(html.indexOf('search-hit'));
  });

  it.each([
    ['an answer that corrected nothing', { products: [HIT], resultsByCategory: [], correctedQuery: null }],
    ['a back end that never corrects', { products: [HIT], resultsByCategory: [] }],
  ])('is not shown for %s', async (_, answer) => {
    expect(line(await page('en', 'casti', answer))).toBeUndefined();
    expect(line(await searchWindow('en', 'casti', answer))).toBeUndefined();
  });

  it('makes an answer whose corrected query is not text one the page does not show', async () => {
    const html = await page('en', 'casti wirelss', { ...corrected, correctedQuery: 42 });
    expect(line(html)).toBeUndefined();
    expect(html).not.toContain(HIT.title);
  });
});
