// The remote's pages drawn as the server draws them: the route's load asks the API (a fake back end),
// then the remote's page is rendered from that scope, with the head and status the gateway reads.
import { renderToString } from 'react-dom/server';
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider } from '@vitrina/i18n';
import { BelowLocale, MemoryRouter } from '@vitrina/router/testing';
import { $head, $pageStatus, authChanged, localeChanged } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { loadAdvertsTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import remote from '../src/remote.tsx';
import { fakeBackEnd } from './fake-back-end.ts';
import type { Answer } from './fake-back-end.ts';

export function drawn(scope: Scope, locale: Locale, url: string, i18n: typeof i18next) {
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
  // React's text separators, the router's link marks and no-break spaces are left out, so an
  // assertion reads as the page does.
  return html
    .replace(/<!-- -->/g, '')
    .replace(/ data-discover="true"/g, '')
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** The page at `url` as the server draws it, the API answering `answer`; signed in when `signedIn`. */
export async function serverPage(locale: Locale, url: string, answer: Answer, signedIn = false) {
  const calls = fakeBackEnd(answer);
  const scope = fork();
  if (signedIn) await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  await allSettled(localeChanged, { scope, params: locale });
  const { pathname, search } = new URL(url, 'http://shop');
  await remote.prepare({ scope, locale, pathname: pathname.slice(locale.length + 1), search });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    ns: [NAMESPACE],
    resources: { [locale]: { [NAMESPACE]: await loadAdvertsTexts(locale) } },
    initAsync: false,
  });
  return {
    html: drawn(scope, locale, url, i18n),
    head: scope.getState($head),
    status: scope.getState($pageStatus),
    calls,
    scope,
    i18n,
  };
}
