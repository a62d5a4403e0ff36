// The news list past its last page: `?page=999` and `?page=1e9` show the same page, with a link
// back to the last page, in server HTML.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import i18next from 'i18next';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { ApiError, apiGetFx, localeChanged } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { loadContentTexts, NAMESPACE } from '../src/i18n/index.ts';
import { articlesSpec } from '../src/pages/articles/model/spec.ts';
import { ArticlesPage } from '../src/pages/articles/ui/ArticlesPage.tsx';
import { pageLoad } from '../src/shared/page.ts';

const en = await loadContentTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

/** The list page loaded as the server does, against a back end with 3 pages that refuses pages past 100 000. */
async function renderAt(query: string) {
  const scope = fork({
    handlers: [
      [
        apiGetFx,
        async (_: unknown, { request }: { request: ApiGet }) => {
          if (Number(request.query?.page) > 100_000) throw new ApiError(400, request.path);
          return { data: [], totalCount: 13, pages: 3 };
        },
      ],
    ],
  });
  await allSettled(localeChanged, { scope, params: 'en' });
  await pageLoad(articlesSpec)({ scope, params: {}, search: new URLSearchParams(query) });
  return renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/en/articles?${query}`]}>
          <ArticlesPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the news list past its end', () => {
  it.each(['page=999', 'page=1e9'])('%s links back to the last page', async (query) => {
    const html = await renderAt(query);
    expect(html).toContain('data-testid="past-end"');
    expect(html).toContain('href="/en/articles?page=3"');
    expect(html).not.toContain(en.notFound);
  });
});
