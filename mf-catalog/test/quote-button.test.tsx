// "Request a quote" on the product page's buy box: shown only where the shop's settings offer the
// quote cart (and the product can be sold now), and pressing it puts the product on the bus for
// mf-cart-checkout's quote cart, where it waits until that remote takes it.
import { renderToString } from 'react-dom/server';
import { allSettled, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import { $pendingQuoteIntents, addToQuoteRequested } from '@vitrina/events';
import type { ProductIntent } from '@vitrina/events';
import type { Product } from '../src/entities/product/index.ts';
import { catalogSettings } from '../src/entities/shop/index.ts';
import { BuyBox, quotePressed } from '../src/features/product-actions/index.ts';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';

const en = await loadCatalogTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { [NAMESPACE]: en } } });

const product = (available = true) =>
  ({
    productId: 641,
    title: 'PVC pipe 110 mm',
    code: 'PL-110',
    price: 54,
    old_price: null,
    discount: 0,
    lowest_price_30_days: 54,
    currency: 'RON',
    count: 300,
    multiplicity: 6,
    available,
    active: true,
    brand: null,
  }) as Product;

const buyBox = (settings: Record<string, unknown>, available = true) =>
  renderToString(
    <Provider value={fork()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/product/pvc-pipe']}>
          <BuyBox product={product(available)} settings={catalogSettings(settings)} locale="en" />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );

describe('the "Request a quote" button', () => {
  it('is on the buy box where the settings offer the quote cart, and nowhere else', () => {
    expect(buyBox({ quote_cart_enabled: true })).toMatch(/data-testid="quote-button">Request a quote<\/button>/);
    expect(buyBox({ quote_cart_enabled: true })).toMatch(
      /data-testid="quote-list-link" href="\/en\/quote"[^>]*>Quote list</,
    );
    expect(buyBox({ quote_cart_enabled: false })).not.toContain('quote-button');
    expect(buyBox({ quote_cart_enabled: false })).not.toContain('quote-list-link');
    expect(buyBox({})).not.toContain('quote-button');
    // The shop cannot quote what it cannot sell now.
    expect(buyBox({ quote_cart_enabled: true }, false)).not.toContain('quote-button');
  });

  it('puts the product on the bus, where it waits for the quote cart', async () => {
    const $asked = createStore<ProductIntent[]>([]).on(addToQuoteRequested, (all, intent) => [...all, intent]);
    const scope = fork();
    await allSettled(quotePressed, { scope, params: { productId: 641 } });
    expect(scope.getState($asked)).toEqual([{ productId: 641 }]);
    expect(scope.getState($pendingQuoteIntents)).toEqual([{ productId: 641 }]);
  });
});
