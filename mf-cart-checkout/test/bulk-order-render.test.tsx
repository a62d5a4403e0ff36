// What the bulk order window draws (its content is what the shell's modal host shows) and the cart
// page's button that opens it: the box named by its label and described by the hint and the
// problems, the problems in the shopper's language, and the lines the server refused.
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import { $locale } from '@vitrina/events';
import { $cart, $cartLoad } from '../src/entities/cart/index.ts';
import { $bulkRefused, $bulkText, BulkOrderForm } from '../src/features/bulk-order/index.ts';
import { CartPage } from '../src/pages/cart/ui/CartPage.tsx';
import { loadCartTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import { cart, line } from './fake-back-end.ts';

/** An i18next instance in one language, as the page's scope has one per request. */
async function textsIn(locale: 'en' | 'ro') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    ns: [NAMESPACE],
    resources: { [locale]: { [NAMESPACE]: await loadCartTexts(locale) } },
  });
  return i18n;
}
const I18N = { en: await textsIn('en'), ro: await textsIn('ro') };

function render(node: React.ReactNode, values: [unknown, unknown][], locale: 'en' | 'ro' = 'en'): string {
  const scope = fork({ values: [[$locale, locale], ...values] as never });
  const html = renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={I18N[locale]}>
        <MemoryRouter initialEntries={[`/${locale}/cart`]}>{node}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return html.replace(/<!-- -->/g, '');
}

const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

describe('the cart page', () => {
  it.each([
    ['a cart with lines', cart([line(1)])],
    ['an empty cart', cart([])],
  ])('offers the bulk order with %s', (_state, value) => {
    const html = render(<CartPage />, [
      [$cart, value],
      [$cartLoad, 'ready'],
    ]);
    expect(html).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*data-testid="bulk-order-open"[^>]*>Bulk order<\/button>/,
    );
  });
});

describe('the bulk order window', () => {
  it('labels the box, focuses it on opening, and sends nothing while the box is empty', () => {
    const html = render(<BulkOrderForm />, []);
    const id = attribute(html, 'textarea', 'id');
    expect(html).toContain(`<label class="vui-field-label" for="${id}">Product codes and quantities</label>`);
    expect(html).toMatch(/<textarea[^>]*data-autofocus=""/);
    expect(html).toContain('One product per line');
    expect(html).toMatch(/<button type="submit" aria-disabled="true"[^>]*data-testid="bulk-order-submit"/);
    expect(html).not.toContain('bulk-order-refused');
  });

  it('lists the problems by line, ties them to the box, and keeps the button from sending', () => {
    const html = render(<BulkOrderForm />, [[$bulkText, 'A 1\n;2\nB 0\nC 1 box']]);
    const problems =
      /<ul class="mfc-problems" id="([^"]+)" aria-live="polite" data-testid="bulk-order-problems">(.*?)<\/ul>/.exec(
        html,
      );
    expect(problems?.[2]).toBe(
      '<li>Line 2: the product code is missing.</li>' +
        '<li>Line 3: the quantity must be a number above 0, at most 99999.</li>' +
        '<li>Line 4: write only the code and the quantity.</li>',
    );
    expect(attribute(html, 'textarea', 'aria-describedby')).toContain(problems?.[1]);
    expect(attribute(html, 'textarea', 'aria-invalid')).toBe('true');
    expect(html).toMatch(/aria-disabled="true"[^>]*data-testid="bulk-order-submit"/);
  });

  it('counts the problems past the first ten instead of listing them', () => {
    const text = Array.from({ length: 13 }, (_, i) => `C${i} -1`).join('\n');
    const html = render(<BulkOrderForm />, [[$bulkText, text]]);
    expect(html.match(/Line \d+: the quantity/g)).toHaveLength(10);
    expect(html).toContain('Lines with problems not shown: 3.');
  });

  it("lets a clean text be sent, and shows the server's refusals in the shopper's language", () => {
    const html = render(
      <BulkOrderForm />,
      [
        [$bulkText, 'NOPE 2\nXYZ 10'],
        [
          $bulkRefused,
          [
            { code: 'NOPE', reason: 'unknown_code' },
            { code: 'XYZ', reason: 'over_stock', limit: 2.5 },
          ],
        ],
      ],
      'ro',
    );
    expect(html).toMatch(/aria-disabled="false"[^>]*data-testid="bulk-order-submit"/);
    expect(html).toContain('>NOPE 2\nXYZ 10</textarea>');
    expect(html).toMatch(/role="alert" data-testid="bulk-order-refused"><p>Nu au fost adăugate/);
    expect(html).toContain('<li>NOPE: magazinul nu are un produs cu acest cod.</li>');
    expect(html).toContain('<li>XYZ: doar 2,5 în stoc.</li>');
  });
});
