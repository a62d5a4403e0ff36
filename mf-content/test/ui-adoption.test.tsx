// The remote's pages and forms through @vitrina/ui: what a shopper and a screen reader get, in
// this remote's words, from server HTML.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import i18next from 'i18next';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { Field } from '../src/features/forms/Field.tsx';
import { FormFooter } from '../src/features/forms/FormFooter.tsx';
import { loadContentTexts, NAMESPACE } from '../src/i18n/index.ts';
import { PageState } from '../src/shared/ui/PageState.tsx';

const en = await loadContentTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

const render = (node: ReactNode) =>
  renderToString(
    <Provider value={fork()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/page/gone']}>{node}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );

const view = (state: 'loading' | 'missing' | 'failed') =>
  ({ state, retry: () => undefined, locale: 'en', params: {}, search: new URLSearchParams() }) as const;

describe('a content page before its data is there', () => {
  it('that does not exist says so under a page heading, marked 404, with a way home', () => {
    const html = render(<PageState view={view('missing')} />);
    expect(html).toContain('data-testid="content-not-found" data-status="404"');
    expect(html).toMatch(new RegExp(`<h1>${en.notFound}</h1><a href="/en"[^>]*>${en.home}</a>`));
  });

  it('that failed to load is an alert with a retry button', () => {
    const html = render(<PageState view={view('failed')} />);
    expect(html).toMatch(new RegExp(`role="alert"><p>${en.failed}</p><button type="button"[^>]*>${en.retry}</button>`));
  });

  it('still loading is a busy note', () => {
    expect(render(<PageState view={view('loading')} />)).toBe(
      `<p class="vui-state" aria-busy="true">${en.loading}</p>`,
    );
  });
});

describe('a content form', () => {
  it("says the contract's error code in the shopper's words and ties it to the control", () => {
    const html = render(
      <Field name="email" label="email" required error="invalid_email">
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    const errorId = /<p class="vui-field-error" id="([^"]+)" data-field-error="email">/.exec(html)?.[1];
    expect(html).toContain(`>${en.err_invalid_email}</p>`);
    expect(html).toMatch(new RegExp(`<input[^>]*aria-invalid="true"[^>]*aria-describedby="${errorId}"`));
    expect(html).toContain(`(<!-- -->${en.requiredMark}<!-- -->)`);
  });

  it('while sending, has its submit button disabled and saying so', () => {
    const html = render(<FormFooter status="sending" busy submit="submit" sent="sent" />);
    expect(html).toMatch(
      new RegExp(`<button type="submit" disabled="" aria-disabled="true"[^>]*>${en.sending}</button>`),
    );
    expect(html).toContain(`data-form-status="sending">${en.sending}</p>`);
  });
});
