// What the product windows draw (their content is what the shell's modal host shows): labelled
// fields with the shop's phone mask, the server's codes as messages at their fields, the sign-in a
// shop that requires an account asks for, the success windows naming the number, the credit terms
// with the server's sums, and the stores with today's hours, the product there and a drawn map.
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { CreditCalculation, GlobalSettings, StoreList } from '@vitrina/contract';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import { $auth, $locale, $siteSettings } from '@vitrina/events';
import { $calculation, $choice, $creditLoad, $programs, Credit } from '../src/features/credit/index.ts';
import { FirstToKnowDone, firstToKnowForm } from '../src/features/first-to-know/index.ts';
import { OneClick, OneClickDone, oneClick } from '../src/features/quick-order/index.ts';
import {
  $stores,
  $storesAskedAt,
  $storesLoad,
  $storesProduct,
  Stores,
} from '../src/features/store-availability/index.ts';
import { loadCartTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import { card, order } from './product-windows-support.ts';

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

function render(node: React.ReactNode, values: [unknown, unknown][] = [], locale: 'en' | 'ro' = 'en'): string {
  const scope = fork({ values: [[$locale, locale], ...values] as never });
  const html = renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={I18N[locale]}>
        <MemoryRouter initialEntries={[`/${locale}/product/speaker`]}>{node}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return html.replace(/<!-- -->/g, '');
}
const settings = (fields: Partial<GlobalSettings>) =>
  [
    $siteSettings,
    { is_romanian: false, project_currency: 'MDL', is_registration_required_for_order: false, ...fields },
  ] as [unknown, unknown];
const labelFor = (html: string, text: string) =>
  new RegExp(`<label class="vui-field-label" for="([^"]+)">${text}`).exec(html)?.[1];

describe('the one-click window', () => {
  it("labels each field, takes the phone in the shop's mask and names the product and quantity", () => {
    const html = render(<OneClick product={card(641, { title: 'Bookshelf speaker' })} />, [
      settings({}),
      [oneClick.$subject, { productId: 641, quantity: 2 }],
    ]);
    expect(html).toContain('Bookshelf speaker');
    expect(html).toContain('Quantity: 2');
    const phone = labelFor(html, 'Phone');
    const input = new RegExp(`<input[^>]*id="${phone}"[^>]*>`).exec(html)?.[0];
    expect(input).toContain('placeholder="+(373) ##-###-###"');
    expect(input).toContain('required=""');
    expect(input).toContain('type="tel"');
    expect(labelFor(html, 'Name')).toBeTruthy();
    expect(html).toContain('E-mail (optional)');
    expect(html).toContain('We send the confirmation there.');
    expect(html).not.toContain('name="prescription"');
    expect(html).toMatch(
      /<button type="submit" aria-disabled="false" data-testid="one-click-form-submit"[^>]*>Order<\/button>/,
    );
  });

  it("shows the server's codes as messages at their fields, and a problem of the product above the button", () => {
    const html = render(<OneClick product={null} />, [
      settings({ is_romanian: true }),
      [oneClick.$subject, { productId: 641 }],
      [oneClick.form.$refusal, { fields: { phone: 'invalid_phone' }, problem: 'prescription_not_confirmed' }],
    ]);
    const phone = labelFor(html, 'Phone');
    expect(html).toMatch(
      new RegExp(`<input[^>]*id="${phone}"[^>]*aria-invalid="true"[^>]*aria-describedby="${phone}-error"`),
    );
    expect(html).toContain(`id="${phone}-error" data-field-error="phone">Enter the phone number in full.</p>`);
    expect(html).toMatch(/placeholder="\+40 ###-###-###"/);
    // The server asked for the prescription: the box to confirm it is there.
    expect(html).toContain('<input type="checkbox" name="prescription"/>I have a prescription for this medicine');
    expect(html).toContain(
      'role="alert" data-testid="one-click-form-problem">Confirm that you have a prescription.</p>',
    );
  });

  it('asks a guest to sign in where the shop requires an account to order', () => {
    const guest = render(<OneClick product={null} />, [settings({ is_registration_required_for_order: true })]);
    expect(guest).toContain('data-testid="one-click-form-sign-in"');
    expect(guest).not.toContain('<form');
    const member = render(<OneClick product={null} />, [
      settings({ is_registration_required_for_order: true }),
      [$auth, { isAuth: true, name: 'Ana' }],
    ]);
    expect(member).toContain('data-testid="one-click-form"');
  });

  it('names the order and the phone the shop will call, in the language of the page', () => {
    const html = render(<OneClickDone />, [[oneClick.form.$answer, order({ id: 57 })]], 'ro');
    expect(html).toContain(
      '<p role="status">Comanda nr. 57 este plasată. Magazinul vă va suna la +37369123456 pentru a stabili livrarea și plata.</p>',
    );
    expect(html).toContain('data-testid="order-summary"');
  });
});

describe('the first-to-know success window', () => {
  it('names the product and the address the letter goes to', () => {
    const html = render(<FirstToKnowDone product={card(7, { title: 'Floor speaker' })} />, [
      [firstToKnowForm.$answer, { product_id: 7, email: 'ana@example.com', subscribed: true }],
    ]);
    expect(html).toContain('Floor speaker');
    expect(html).toContain('<p role="status">We will write to ana@example.com when the product is back in stock.</p>');
    expect(html).toMatch(/<button[^>]*data-autofocus=""[^>]*>Continue shopping<\/button>/);
  });
});

describe('the credit window', () => {
  const calculation: CreditCalculation = {
    program_id: 1,
    months: 12,
    currency: 'MDL',
    price: 12_000,
    monthly_payment: 1170.35,
    last_payment: 1170.3,
    total: 14_044.15,
    overpayment: 2044.15,
  };
  it("offers the programs and terms, and shows the server's sums for the terms chosen", () => {
    const html = render(<Credit product={null} />, [
      settings({}),
      [$creditLoad, 'ready'],
      [
        $programs,
        [
          {
            id: 1,
            lender: 'iute',
            lender_name: 'Iute Credit',
            title: 'Zero',
            months: [6, 12],
            monthly_rate: 2.5,
            min_amount: 1,
            max_amount: 9e4,
          },
        ],
      ],
      [$choice, { programId: 1, months: 12 }],
      [$calculation, calculation],
    ]);
    expect(html).toMatch(
      /<input type="radio"[^>]*checked=""[^>]*value="1"\/>Zero \(Iute Credit\), 2.5 % a month<\/label>/,
    );
    expect(html).toContain('<option value="6">6 months</option><option value="12" selected="">12 months</option>');
    expect(html).toContain('<dt>Monthly payment</dt><dd data-testid="credit-monthly">1,170.35 lei</dd>');
    expect(html).toContain('<dt>Last payment</dt><dd>1,170.30 lei</dd>');
    expect(html).toContain('<dt>Total to repay</dt><dd>14,044.15 lei</dd>');
    expect(html).toContain('Send the credit request');
    expect(html).toContain('Add to cart and order on credit');
  });
});

describe('the stores window', () => {
  const sunday: StoreList[number]['opening_hours'] = [
    ...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: '20:00' })),
    { opens: '10:00', closes: '16:00' },
  ];
  const stores: StoreList = [
    {
      id: 1,
      name: 'Centre',
      address: '126 Stefan cel Mare Blvd',
      locality: null,
      opening_hours: sunday,
      time_zone: 'Europe/Chisinau',
      lat: 47.0245,
      lon: 28.8323,
      phone: null,
      pickup: [{ product_id: 641, available: true }],
    },
    {
      id: 2,
      name: 'Botanica',
      address: '47 Dacia Blvd',
      locality: null,
      opening_hours: [...sunday.slice(0, 6), null],
      time_zone: 'Europe/Chisinau',
      lat: 46.9905,
      lon: 28.8576,
      phone: '+37322000000',
      pickup: [{ product_id: 641, available: false }],
    },
  ];
  it("lists each store with its address, today's hours and the product there, on a map drawn here", () => {
    const html = render(<Stores product={null} />, [
      [$storesLoad, 'ready'],
      [$stores, stores],
      [$storesProduct, 641],
      [$storesAskedAt, Date.parse('2026-11-29T08:00:00Z')],
    ]);
    expect(html.match(/data-testid="store"/g)).toHaveLength(2);
    expect(html).toContain('<p>Today 10:00–16:00</p>');
    expect(html).toContain('<p>Closed today</p>');
    expect(html).toContain('data-testid="store-pickup">Can be picked up here</p>');
    expect(html).toContain('data-testid="store-pickup">Not in this store now</p>');
    expect(html).toContain(
      '<a href="https://www.openstreetmap.org/?mlat=47.0245&amp;mlon=28.8323#map=17/47.0245/28.8323" rel="external noopener noreferrer">Open Centre in OpenStreetMap</a>',
    );
    expect(html).toMatch(
      /<svg class="mfc-pw-map" viewBox="0 0 320 200" role="img" aria-labelledby="[^"]+" data-testid="stores-map">/,
    );
    expect(html.match(/<circle /g)).toHaveLength(2);
    // Nothing is fetched from another host: the only outside address is the link the shopper follows.
    expect(html.match(/https?:\/\//g)).toHaveLength(2);
    expect(html).not.toMatch(/<(img|script|iframe)[^>]*src="https?:/);
  });
});
