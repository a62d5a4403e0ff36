// An article's share button: on the server's page, in the page's language, sharing the article's
// title (the shell shares: the browser's sheet, or its share window with the link to copy).
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import { useRoutes } from '@vitrina/router';
import { MemoryRouter } from '@vitrina/router/testing';
import i18next from 'i18next';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { apiGetFx, localeChanged } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { loadContentTexts, NAMESPACE } from '../src/i18n/index.ts';
import { articleLoad } from '../src/pages/articles/model/article-spec.ts';
import { ArticlePage } from '../src/pages/articles/ui/ArticlePage.tsx';

const ARTICLE = {
  id: 7,
  slug: 'winter-tips',
  title: 'Winter tips',
  excerpt: 'In short.',
  image: '/media/articles/7.svg',
  published_at: '2025-01-10T00:00:00.000Z',
  status_id: 1,
  html: '<p>Text.</p>',
  updated_at: '2025-01-11T00:00:00.000Z',
  alternates: { en: 'winter-tips' },
};

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  ns: [NAMESPACE],
  resources: { en: { [NAMESPACE]: await loadContentTexts('en') } },
  initAsync: false,
});

function At() {
  return useRoutes([{ path: '/en/articles/:url', element: <ArticlePage /> }]);
}

describe("an article's share button", () => {
  it("is on the server's page, in the page's language", async () => {
    const scope = fork({
      handlers: [
        [
          apiGetFx,
          async (_: unknown, { request }: { request: ApiGet }) => (request.path.includes('recommended') ? [] : ARTICLE),
        ],
      ],
    });
    await allSettled(localeChanged, { scope, params: 'en' });
    await articleLoad({ scope, params: { url: 'winter-tips' }, search: new URLSearchParams() });
    const html = renderToString(
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/en/articles/winter-tips']}>
            <At />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(html).toContain('data-testid="article-page"');
    expect(html).toMatch(
      /<button type="button" data-testid="share-button" class="vui-button vui-button-secondary"><svg[^]*?<\/svg>Share<\/button>/,
    );
  });
});
