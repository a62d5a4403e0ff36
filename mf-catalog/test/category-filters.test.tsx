// The category page's filters as a shopper meets them in the server's HTML: price fields that take
// decimals with either separator, bounds read back from the URL, and the button that opens the
// filters' drawer on a phone with how many filters are set.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import i18next from 'i18next';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { catalogSettings } from '../src/entities/shop/index.ts';
import { KeptCollectorProvider, pageKeptCollector } from '@vitrina/mf-kit/kept-html';
import { Filters } from '../src/pages/category/ui/Filters.tsx';
import { ListingToolbar } from '../src/pages/category/ui/ListingToolbar.tsx';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';

const en = await loadCatalogTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

const render = (node: ReactNode) =>
  renderToString(
    <Provider value={fork()}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </Provider>,
  );
const inputOf = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const toolbar = (activeFilters: number) =>
  render(
    <ListingToolbar
      found={12}
      settings={catalogSettings({})}
      search={new URLSearchParams()}
      onChange={() => undefined}
      activeFilters={activeFilters}
      onFiltersOpen={() => undefined}
      shownAs="grid"
      onShowAs={() => undefined}
    />,
  );

describe('the price filter', () => {
  it.each([
    ['price_min=1000.5&price_max=5000', '1000.5', '5000'],
    ['price_min=1000.5', '1000.5', ''],
    ['price_max=5000', '', '5000'],
    ['price_min=1000,50', '', ''],
  ])('shows the bounds of %j as %j and %j, as decimal fields', (query, min, max) => {
    const html = render(
      <Filters groups={[]} bounds={{ min: 12.5, max: 9000 }} search={new URLSearchParams(query)} onChange={() => 0} />,
    );
    for (const [name, value] of [
      ['price_min', min],
      ['price_max', max],
    ] as const) {
      expect(inputOf(html, name)).toContain(`value="${value}"`);
      expect(inputOf(html, name)).toContain('inputMode="decimal"');
    }
  });
});

describe('the filters button (narrow screens)', () => {
  it('opens a dialog and shows how many filters are set', () => {
    const html = toolbar(3);
    expect(html).toMatch(
      new RegExp(
        `aria-haspopup="dialog"[^>]*>${en.showFilters}<span class="badge" data-testid="filters-count">3</span>`,
      ),
    );
  });

  it('shows no count while no filter is set', () => {
    expect(toolbar(0)).not.toContain('filters-count');
  });
});

describe('the filters kept as markup on the server', () => {
  const groups = [
    {
      id: 'brand_id',
      title: 'Brand',
      type: 'checkbox',
      keyword: 'brand_id',
      options: [
        { id: 1, title: 'Alfa', count: 3 },
        { id: 2, title: 'Beta', count: 4 },
      ],
    },
  ] as unknown as Parameters<typeof Filters>[0]['groups'];
  /** One server page: the filters under a page's collector, kept once the page is done, as the shell does. */
  const serverPage = (query: string) => {
    const collector = pageKeptCollector();
    const html = render(
      <KeptCollectorProvider collector={collector}>
        <Filters groups={groups} bounds={{ min: 1, max: 99 }} search={new URLSearchParams(query)} onChange={() => 0} />
      </KeptCollectorProvider>,
    );
    collector.saveFrom(html);
    return html;
  };
  const checkedOf = (html: string) =>
    [...html.matchAll(/<label><input type="checkbox"([^>]*)>(\w+)<\/label>/g)]
      .filter((m) => m[1]!.includes('checked=""'))
      .map((m) => m[2]);

  it("shows each URL's own choices and price, however many pages kept the markup before it", () => {
    const alfa = serverPage('brand_id=1&utm_source=mail');
    expect(serverPage('brand_id=1&utm_source=other')).toBe(alfa);
    expect(checkedOf(alfa)).toEqual(['Alfa']);
    const beta = serverPage('brand_id=2&price_min=5');
    expect(checkedOf(beta)).toEqual(['Beta']);
    expect(inputOf(beta, 'price_min')).toContain('value="5"');
    expect(checkedOf(serverPage('brand_id=1'))).toEqual(['Alfa']);
  });
  it("keeps nothing drawn while the page has none of the remote's texts (it would show their keys)", () => {
    const bare = i18next.createInstance();
    void bare.init({ lng: 'en', ns: [NAMESPACE], resources: {}, initAsync: false });
    const keeps = (instance: typeof i18n) => {
      const collector = pageKeptCollector();
      renderToString(
        <Provider value={fork()}>
          <I18nextProvider i18n={instance}>
            <KeptCollectorProvider collector={collector}>
              <Filters groups={groups} bounds={{ min: 1, max: 9 }} search={new URLSearchParams()} onChange={() => 0} />
            </KeptCollectorProvider>
          </I18nextProvider>
        </Provider>,
      );
      return collector.missedAny;
    };
    expect(keeps(bare)).toBe(false);
    expect(keeps(i18n)).toBe(true);
  });
});
