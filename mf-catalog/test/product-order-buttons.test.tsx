// The product page's order buttons (their windows are mf-cart-checkout's): what the server renders
// in stock and out of stock, without asking the back end anything more for them; the credit and
// stores buttons once the browser has its answers; and a press, which puts the product on the bus
// and opens its window there, waiting until the cart's widget takes it.
import { renderToString } from 'react-dom/server';
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { useRoutes } from '@vitrina/router';
import { MemoryRouter } from '@vitrina/router/testing';
import { $openModal, $pendingProductWindow, localeChanged, PRODUCT_WINDOWS, siteFrameRead } from '@vitrina/events';
import type { GlobalSettings } from '@vitrina/events';
import { $creditFrom, creditOfferWanted, orderWindowPressed } from '../src/pages/product/model/order-offers.ts';
import { productLoad } from '../src/pages/product/model/product-load.ts';
import { ProductPage } from '../src/pages/product/ui/ProductPage.tsx';
import { $resources } from '../src/shared/api/resources.ts';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';

afterEach(() => vi.unstubAllGlobals());

const product = (fields: Record<string, unknown> = {}) => ({
  productId: 641,
  title: 'Bookshelf speaker',
  code: 'SP-641',
  url: '/product/bookshelf-speaker',
  img: '',
  price: 12_000,
  old_price: null,
  discount: 0,
  currency: 'MDL',
  count: 4,
  multiplicity: 1,
  active: true,
  available: true,
  brand: null,
  short_description: 'Two-way speaker.',
  description: 'Long.',
  images: [],
  category: [],
  colors: [],
  properties: [],
  lowest_price_30_days: 12_000,
  loyalty_give: 0,
  loyalty_checked: false,
  prescription_checked: false,
  is_loyalty_active: false,
  home_delivery: true,
  is_recipe: false,
  has_associated_products: false,
  target_price: null,
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  alternates: { en: 'bookshelf-speaker' },
  rating: null,
  ...fields,
});
const settings = (credits: unknown[]) =>
  ({ langs: [{ code: 'en' }], is_romanian: false, project_currency: 'MDL', credits }) as unknown as GlobalSettings;

/** The server's load of the page against a stand-in back end, recording what it asks. */
async function loaded(answer: Record<string, unknown>, credits: unknown[] = []) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://shop.test').pathname.replace(/^\/api\//, '');
    asked.push(path);
    if (path === 'general/product/bookshelf-speaker') return Response.json(answer);
    return Response.json([]);
  });
  const scope = fork();
  await allSettled(localeChanged, { scope, params: 'en' });
  await allSettled(siteFrameRead, { scope, params: { settings: settings(credits), menu: [] } });
  await productLoad({ scope, params: { slug: 'bookshelf-speaker' }, search: new URLSearchParams() });
  return { scope, asked };
}

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { [NAMESPACE]: await loadCatalogTexts('en') } } });
function At() {
  return useRoutes([{ path: '/en/product/:slug', element: <ProductPage /> }]);
}
function render(scope: Scope): string {
  return renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/product/bookshelf-speaker']}>
          <At />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  ).replace(/<!-- -->/g, '');
}
const button = (html: string, testId: string) =>
  new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>([^<]*)</button>`).exec(html)?.[1];

describe('the product page on the server', () => {
  it('offers one click beside the buy button of a product in stock, asking the back end nothing for it', async () => {
    const { scope, asked } = await loaded(product(), [{ id: 1, title: 'Iute', months: 12 }]);
    const html = render(scope);
    expect(button(html, 'add-to-cart-button')).toBe('Add to cart');
    expect(html).toMatch(
      /<button type="button" class="btn" aria-haspopup="dialog" data-testid="order-one-click">Buy in one click<\/button>/,
    );
    expect(html).not.toContain('order-pre-order');
    expect(html).not.toContain('order-first-to-know');
    // Credit and stores are asked in the browser after the page is shown, never while rendering it.
    expect(asked).not.toContain('calculator/credit-price');
    expect(asked).not.toContain('general/stores');
    expect(html).not.toContain('order-credit');
    expect(html).not.toContain('order-store-availability');
  });

  it('offers a pre-order and a letter instead of the buy button when the product is out of stock', async () => {
    const { scope } = await loaded(product({ count: 0 }));
    const html = render(scope);
    expect(html).not.toContain('add-to-cart-button');
    expect(html).toMatch(/class="btn btn-primary" aria-haspopup="dialog" data-testid="order-pre-order">Pre-order</);
    expect(button(html, 'order-first-to-know')).toBe('Tell me when it is back');
    expect(html).not.toContain('order-one-click');
  });

  it("adds the credit offer from the server's lowest payment and the stores once the browser has them", async () => {
    const { scope } = await loaded(product(), [{ id: 1, title: 'Iute', months: 12 }]);
    await allSettled($resources, {
      scope,
      params: { ...scope.getState($resources), '/general/stores': { status: 'ready', data: [{ id: 1 }] } },
    });
    await allSettled($creditFrom, { scope, params: { 641: { monthly: 1170.35, currency: 'MDL' } } });
    const html = render(scope);
    expect(button(html, 'order-credit')).toBe('On credit from 1,170.35 lei a month');
    expect(button(html, 'order-store-availability')).toBe('Where to pick it up');
  });

  it("has a share button in the page's language (the shell shares: the browser's sheet or its window)", async () => {
    const { scope } = await loaded(product());
    expect(button(render(scope).replace(/<svg.*?<\/svg>/, ''), 'share-button')).toBe('Share');
  });

  it('shows no credit offer where the shop lists no credit program, nor stores where it has none', async () => {
    const { scope } = await loaded(product(), []);
    await allSettled($resources, {
      scope,
      params: { ...scope.getState($resources), '/general/stores': { status: 'ready', data: [] } },
    });
    await allSettled($creditFrom, { scope, params: { 641: { monthly: 1170.35, currency: 'MDL' } } });
    const html = render(scope);
    expect(html).not.toContain('order-credit');
    expect(html).not.toContain('order-store-availability');
  });
});

describe('a press of an order button', () => {
  it("puts the product, the quantity and the prescription on the bus and opens the window, which waits for the cart's widget", async () => {
    const scope = fork();
    await allSettled(orderWindowPressed, {
      scope,
      params: { productId: 641, window: 'one_click', quantity: 2, prescription: true },
    });
    expect(scope.getState($openModal)).toBe(PRODUCT_WINDOWS.one_click);
    expect(scope.getState($pendingProductWindow)).toEqual({
      productId: 641,
      window: 'one_click',
      quantity: 2,
      prescription: true,
    });
    // One window at a time: the last press is the one that waits.
    await allSettled(orderWindowPressed, { scope, params: { productId: 7, window: 'first_to_know' } });
    expect(scope.getState($pendingProductWindow)).toEqual({ productId: 7, window: 'first_to_know' });
    expect(scope.getState($openModal)).toBe(PRODUCT_WINDOWS.first_to_know);
  });
});

describe('the credit offer', () => {
  it('asks the lowest monthly payment once per product, and keeps none when no program lends on it', async () => {
    const asked: unknown[] = [];
    const answers: Record<number, unknown> = {
      641: { product_id: 641, currency: 'MDL', price: 12_000, monthly_payment: 1170.35, program_id: 1, months: 12 },
      7: { product_id: 7, currency: 'MDL', price: 50, monthly_payment: null, program_id: null, months: null },
    };
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { product_id: number };
      asked.push([new URL(url, 'http://shop.test').pathname, body]);
      return Response.json(answers[body.product_id]);
    });
    const scope = fork();
    await allSettled(creditOfferWanted, { scope, params: 641 });
    await allSettled(creditOfferWanted, { scope, params: 641 });
    await allSettled(creditOfferWanted, { scope, params: 7 });
    expect(asked).toEqual([
      ['/api/calculator/credit-price', { product_id: 641 }],
      ['/api/calculator/credit-price', { product_id: 7 }],
    ]);
    expect(scope.getState($creditFrom)).toEqual({ 641: { monthly: 1170.35, currency: 'MDL' }, 7: null });
  });
});
