// The remote's pages drawn as the server draws them, for the order and act render tests: the route's
// load asks the API (a fake back end), then the page is rendered from that scope.
import { renderToString } from 'react-dom/server';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider } from '@vitrina/i18n';
import { BelowLocale, MemoryRouter } from '@vitrina/router/testing';
import { authChanged, localeChanged } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { loadAccountTexts, NAMESPACE } from '../src/i18n/index.ts';
import remote from '../src/remote.tsx';
import { fakeBackEnd } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';

/** The page at `url` as the server draws it for a signed-in shopper, with the API answering `answer`. */
export async function serverPage(locale: Locale, url: string, answer: (call: SeenCall) => Response) {
  const calls = fakeBackEnd(answer);
  const scope = fork();
  await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  await allSettled(localeChanged, { scope, params: locale });
  const { pathname, search } = new URL(url, 'http://shop');
  await remote.prepare({ scope, locale, pathname: pathname.slice(locale.length + 1), search });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    ns: [NAMESPACE],
    resources: { [locale]: { [NAMESPACE]: await loadAccountTexts(locale) } },
    initAsync: false,
  });
  const html = renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <BelowLocale>
            <remote.App />
          </BelowLocale>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  // React's text separators, the router's link marks and the locales' no-break spaces (ru, uk group
  // digits with them) are left out, so an assertion reads as the page does.
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/ data-discover="true"/g, '')
    .replace(/[\u00a0\u202f]/g, ' ');
  return { html: text, calls, scope };
}
