// The quote cart (spec, section 4 "Quote cart") in a page's scope with the fake back end: "Request a
// quote" presses add one multiplicity (merging by product) into local storage, the page's refresh
// marks products the shop no longer sells, and the send stores the request's number as the orderId
// (count 0, subtotal 0) or shows the refusal at its line and field.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import { quoteCountAndSubtotal } from '@vitrina/domain';
import { $head, $notices, $pendingQuoteIntents, addToQuoteRequested } from '@vitrina/events';
import { cartStarted } from '../src/entities/cart/index.ts';
import {
  $quoteCart,
  QUOTE_STORAGE_KEY,
  quoteCartCleared,
  quoteRefreshRequested,
} from '../src/entities/quote-cart/index.ts';
import type { QuoteItemProduct, ShopQuoteCart } from '../src/entities/quote-cart/index.ts';
import '../src/features/add-to-quote/index.ts';
import { $quoteRefusal, contactChanged, quoteSubmitted } from '../src/features/quote-request/index.ts';
import { QuotePage } from '../src/pages/quote/ui/QuotePage.tsx';
import remote from '../src/remote.tsx';
import { loadCartTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import { byPath, fakeBackEnd, memoryStorage, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const card = (productId: number, fields: Record<string, unknown> = {}) => ({
  productId,
  title: `Pallet ${productId}`,
  code: `PL-${productId}`,
  url: `/product/pallet-${productId}`,
  img: '',
  price: 120,
  old_price: null,
  discount: 0,
  currency: 'MDL',
  count: 40,
  multiplicity: 1,
  active: true,
  available: true,
  brand: null,
  ...fields,
});
/** product-filter as the catalogue answers it: the active products among the ids asked. */
const catalogue =
  (...cards: ReturnType<typeof card>[]) =>
  (call: SeenCall) => {
    const ids = new URLSearchParams(call.url.split('?')[1]).get('ids')!.split(',').map(Number);
    const products = cards.filter((one) => ids.includes(one.productId));
    return Response.json({
      products,
      totalCount: products.length,
      pages: 1,
      page: 1,
      filters: [],
      price: { min: 0, max: 0 },
    });
  };

const product = (productId: number, fields: Partial<QuoteItemProduct> = {}): QuoteItemProduct => ({
  productId,
  multiplicity: 1,
  target_price: null,
  active: true,
  title: `Pallet ${productId}`,
  code: `PL-${productId}`,
  url: `/product/pallet-${productId}`,
  img: '',
  price: 120,
  currency: 'MDL',
  ...fields,
});
const stored = (storage: Map<string, string>) => JSON.parse(storage.get(QUOTE_STORAGE_KEY) ?? 'null') as ShopQuoteCart;
const countsOf = (cart: ShopQuoteCart) => cart.items.map((item) => [item.product.productId, item.count]);

describe('adding from a "Request a quote" press', () => {
  it('adds one multiplicity, merges a repeat by product id, keeps it in local storage and says so', async () => {
    const storage = memoryStorage();
    const calls = fakeBackEnd(byPath({ 'general/product-filter': catalogue(card(7, { multiplicity: 6 }), card(8)) }));
    const scope = pageScope();
    await allSettled(addToQuoteRequested, { scope, params: { productId: 7 } });
    await allSettled(addToQuoteRequested, { scope, params: { productId: 8 } });
    await allSettled(addToQuoteRequested, { scope, params: { productId: 7 } });
    expect(countsOf(scope.getState($quoteCart))).toEqual([
      [7, 12],
      [8, 1],
    ]);
    expect(countsOf(stored(storage))).toEqual([
      [7, 12],
      [8, 1],
    ]);
    expect(calls[0]!.url).toBe('general/product-filter?ids=7&pagination=1');
    expect(scope.getState($pendingQuoteIntents)).toEqual([]);
    expect(scope.getState($notices).at(-1)).toMatchObject({ kind: 'success', text: 'Pallet 7 is in your quote list.' });
  });

  it('joins the list storage holds, keeping the target price typed for the product', async () => {
    const storage = memoryStorage();
    storage.set(
      QUOTE_STORAGE_KEY,
      JSON.stringify({ items: [{ product: product(7, { target_price: 99 }), count: 1 }], orderId: null }),
    );
    fakeBackEnd(byPath({ 'general/product-filter': catalogue(card(7)) }));
    const scope = pageScope();
    await allSettled(addToQuoteRequested, { scope, params: { productId: 7 } });
    expect(scope.getState($quoteCart).items).toEqual([{ product: product(7, { target_price: 99 }), count: 2 }]);
  });

  it('takes presses made before the remote arrived when the cart widget starts', async () => {
    memoryStorage();
    fakeBackEnd(byPath({ 'general/product-filter': catalogue(card(7)) }));
    const scope = pageScope([[$pendingQuoteIntents, [{ productId: 7 }]]]);
    await allSettled(cartStarted, { scope });
    expect(countsOf(scope.getState($quoteCart))).toEqual([[7, 1]]);
    expect(scope.getState($pendingQuoteIntents)).toEqual([]);
  });

  it('adds nothing the shop does not sell now, and says so', async () => {
    const storage = memoryStorage();
    fakeBackEnd(byPath({ 'general/product-filter': catalogue(card(9, { available: false })) }));
    const scope = pageScope();
    await allSettled(addToQuoteRequested, { scope, params: { productId: 9 } });
    await allSettled(addToQuoteRequested, { scope, params: { productId: 10 } });
    expect(scope.getState($quoteCart).items).toEqual([]);
    expect(storage.has(QUOTE_STORAGE_KEY)).toBe(false);
    expect(scope.getState($notices).at(-1)).toMatchObject({
      kind: 'error',
      text: 'The product cannot be added to the quote list now.',
    });
  });
});

describe('the page refresh', () => {
  it('marks a product the shop no longer offers or cannot sell inactive, and one back on sale active', async () => {
    const storage = memoryStorage();
    const lines = [product(1), product(2), product(3), product(4, { active: false })];
    storage.set(
      QUOTE_STORAGE_KEY,
      JSON.stringify({ items: lines.map((p) => ({ product: p, count: 1 })), orderId: null }),
    );
    const calls = fakeBackEnd(
      byPath({ 'general/product-filter': catalogue(card(1), card(2, { available: false }), card(4)) }),
    );
    const scope = pageScope();
    await allSettled(quoteRefreshRequested, { scope });
    expect(calls.map((call) => call.url)).toEqual(['general/product-filter?ids=1%2C2%2C3%2C4&pagination=4']);
    const active = (cart: ShopQuoteCart) => cart.items.map((item) => [item.product.productId, item.product.active]);
    const expected = [
      [1, true],
      [2, false],
      [3, false],
      [4, true],
    ];
    expect(active(scope.getState($quoteCart))).toEqual(expected);
    expect(active(stored(storage))).toEqual(expected);
  });
});

const en = await loadCartTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });
/** The page as the server would send it from the scope (no effects run), placeholders' markers removed. */
const text = (scope: Scope) => {
  const router = createElement(MemoryRouter, { initialEntries: ['/en/quote'] }, createElement(QuotePage));
  const page = createElement(Provider, { value: scope }, createElement(I18nextProvider, { i18n }, router));
  return renderToString(page).replace(/<!-- -->/g, '');
};

describe('sending the quote', () => {
  const list = {
    items: [
      { product: product(1, { target_price: 100 }), count: 2 },
      { product: product(2, { active: false }), count: 1 },
      { product: product(3, { multiplicity: 0.5 }), count: 1.5 },
    ],
    orderId: null,
  };
  async function filledIn(answer: (call: SeenCall) => Response) {
    const storage = memoryStorage();
    storage.set(QUOTE_STORAGE_KEY, JSON.stringify(list));
    const calls = fakeBackEnd(byPath({ 'general/quote-requests': answer }));
    const scope = pageScope([[$quoteCart, list]]);
    await allSettled(contactChanged, { scope, params: { name: 'Ana', email: 'ana@example.md', phone: ' ' } });
    await allSettled(quoteSubmitted, { scope });
    return { storage, calls, scope };
  }

  it('sends the active lines with the contact, then keeps the number as the orderId: count 0, subtotal 0', async () => {
    const { storage, calls, scope } = await filledIn(() => Response.json({ id: 42 }, { status: 201 }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'general/quote-requests',
      body: {
        items: [
          { product_id: 1, count: 2, target_price: 100 },
          { product_id: 3, count: 1.5, target_price: null },
        ],
        contact: { name: 'Ana', email: 'ana@example.md' },
      },
    });
    const cart = scope.getState($quoteCart);
    expect(cart.orderId).toBe('42');
    expect(stored(storage).orderId).toBe('42');
    expect(quoteCountAndSubtotal(cart)).toEqual({ count: 0, subtotalMinor: 0 });
    const page = text(scope);
    expect(page).toContain('Request No. 42 is sent.');
    expect(page).toContain('<dd data-testid="quote-count">0</dd>');
    expect(page).toContain('<dd data-testid="quote-subtotal">0 lei</dd>');
    expect(page).not.toContain('data-testid="quote-submit"');

    await allSettled(quoteSubmitted, { scope });
    expect(calls).toHaveLength(1);
    await allSettled(quoteCartCleared, { scope });
    expect(scope.getState($quoteCart)).toEqual({ items: [], orderId: null });
    expect(text(scope)).toContain('data-testid="quote-empty"');
  });

  it('shows a refused line at the line and a refused contact field at the field, and keeps the list unsent', async () => {
    const { scope } = await filledIn(() =>
      refusal(400, 'quote_items_refused', { 'items.1': ['unavailable'], 'contact.email': ['invalid_email'] }),
    );
    expect(scope.getState($quoteCart).orderId).toBeNull();
    expect(scope.getState($quoteRefusal)).toEqual({
      lines: { 3: ['unavailable'] },
      fields: { email: ['invalid_email'] },
      failed: false,
    });
    const page = text(scope);
    expect(page).toMatch(
      /data-product-id="3"[^]*data-testid="quote-line-refused">The shop cannot quote this product now\./,
    );
    expect(page).toContain('data-field-error="email">Enter an e-mail address such as name@example.com.');
    expect(page).toContain('data-testid="quote-line-inactive"');
    expect(page).toContain('<dd data-testid="quote-subtotal">200 lei</dd>');
  });

  it('says the request was not sent when no answer came', async () => {
    const { scope } = await filledIn(() => new Response('down', { status: 502 }));
    expect(scope.getState($quoteRefusal)).toMatchObject({ failed: true });
    expect(text(scope)).toContain('data-testid="quote-failed"');
  });
});

describe('/{lang}/quote', () => {
  it('is a route of the remote whose server prepare sets the head and asks the back end nothing', async () => {
    const calls = fakeBackEnd(byPath({}));
    const scope = pageScope();
    expect(remote.handles('/quote')).toBe(true);
    await remote.prepare({ scope, locale: 'en', pathname: '/quote', search: '' });
    expect(scope.getState($head)).toEqual({ title: 'Request a quote', robots: 'noindex, nofollow' });
    expect(calls).toEqual([]);
  });
});
