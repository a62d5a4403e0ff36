// What a shopper sees when a search cannot be made or fails: the results page for a text over
// 200 characters, and the header's window after a failed call (server markup of each).
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
import type { GlobalSettings } from '@vitrina/events';
import { $failed, $query, $results } from '../src/features/search/index.ts';
import { SearchPage } from '../src/pages/search/ui/SearchPage.tsx';
import { SearchWindow } from '../src/widgets/search-window/ui/SearchWindow.tsx';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';

const en = await loadCatalogTexts('en');
const SETTINGS = {
  active_products_count: 120,
  images: { search_not_found: '/media/illustrations/nothing.svg' },
} as unknown as GlobalSettings;
const OLD_RESULTS = {
  products: [{ productId: 1, img: '', title: 'Boxă veche', short_description: '', code: 'A1', url: '/product/boxa' }],
  resultsByCategory: [],
};

async function render(scope: Scope, element: ReactNode, url = '/en/search') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { [NAMESPACE]: en } } });
  return renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the search results page', () => {
  it('shows a text over 200 characters as a search page with the empty state and the length rule', async () => {
    const scope = fork({
      values: [
        [$locale, 'en'],
        [$siteSettings, SETTINGS],
      ],
    });
    const html = await render(scope, <SearchPage />, `/en/search?query=${'x'.repeat(201)}`);
    expect(html).toContain('data-testid="search-page"');
    expect(html).toContain('data-testid="search-empty"');
    expect(html).toContain(`data-testid="search-length">${en.searchLength}</p>`);
    expect(html).toContain(`<h1>${en.searchTitle}</h1>`);
  });

  it('shows neither the empty state nor the rule before anything was typed', async () => {
    const scope = fork({
      values: [
        [$locale, 'en'],
        [$siteSettings, SETTINGS],
      ],
    });
    const html = await render(scope, <SearchPage />);
    expect(html).not.toContain('data-testid="search-empty"');
  });
});

describe("the header's search window", () => {
  it("shows the error state, not the previous query's results, when the search failed", async () => {
    const scope = fork({
      values: [
        [$locale, 'en'],
        [$siteSettings, SETTINGS],
        [$searchText, 'boxe noi'],
        [$query, 'boxe noi'],
        // Whatever is still in the results, a failed search shows its error state.
        [$results, OLD_RESULTS],
        [$failed, true],
      ],
    });
    const html = await render(scope, <SearchWindow />);
    expect(html).toContain(`role="alert" data-testid="search-failed"><p>${en.failed}</p>`);
    expect(html).toContain(`>${en.retry}</button>`);
    expect(html).not.toContain(OLD_RESULTS.products[0]!.title);
  });
});
