// What a catalogue page shows before its data is there, in server HTML: a page that does not exist
// says so once, the shell's way ('page not found'), with a way home.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import i18next from 'i18next';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import { StateView } from '../src/shared/ui/StateView.tsx';

const en = await loadCatalogTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

describe('a catalogue page that does not exist', () => {
  it('shows one clear text, the heading, and a link home', () => {
    const html = renderToString(
      <Provider value={fork()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/en/product/gone']}>
            <StateView
              view={{
                state: 'missing',
                retry: () => undefined,
                locale: 'en',
                params: {},
                search: new URLSearchParams(),
              }}
            />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(html).toMatch(
      new RegExp(
        `^<section class="vui-state" data-status="404"><h1>${en.notFound}</h1><a href="/en"[^>]*>${en.home}</a></section>$`,
      ),
    );
  });
});
