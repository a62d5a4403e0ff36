// A listing's pages as a shopper meets them in server HTML: links around the current page, and a
// page past the end of the list (`?page=999` or `?page=1e9` alike) that links back to the last one.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import { currentPage } from '../src/shared/lib/page-param.ts';
import { Pager, PastEnd } from '../src/shared/ui/Pager.tsx';

const en = await loadCatalogTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

const render = (node: ReactNode) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en/vitamins']}>{node}</MemoryRouter>
    </I18nextProvider>,
  );

describe('page numbers in the URL', () => {
  it.each([
    ['', 1],
    ['page=2', 2],
    ['page=0', 1],
    ['page=-4', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=999', 999],
    // Past the back end's last page (100 000, which it refuses beyond): asked as that page.
    ['page=1e9', 100_000],
    ['page=1e999', 1],
  ])('%s reads as page %s', (query, page) => {
    expect(currentPage(new URLSearchParams(query))).toBe(page);
  });
});

describe('past the end of a list', () => {
  const search = new URLSearchParams('sort=price-&page=999');

  it('links back to the last page, keeping the rest of the query', () => {
    const html = render(<PastEnd pages={3} search={search} pathname="/en/vitamins" />);
    expect(html).toContain('data-testid="past-end"');
    expect(html).toContain('href="/en/vitamins?sort=price-&amp;page=3"');
    expect(html).toContain('This list ends at page 3');
  });

  it('links an empty list back to its first page, without a page parameter', () => {
    const html = render(<PastEnd pages={0} search={search} pathname="/en/vitamins" />);
    expect(html).toContain('href="/en/vitamins?sort=price-"');
  });

  it('shows no page links around a page that does not exist', () => {
    for (const page of [999, currentPage(new URLSearchParams('page=1e9'))]) {
      expect(render(<Pager page={page} pages={3} search={search} pathname="/en/vitamins" />)).toBe('');
    }
    expect(render(<Pager page={2} pages={3} search={search} pathname="/en/vitamins" />)).toContain(
      'href="/en/vitamins?sort=price-&amp;page=3"',
    );
  });
});
