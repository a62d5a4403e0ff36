// The promo code (spec, sections 4 and 5): the server applies it and the cart is loaded again with
// its sums; a refusal shows the first message of the first array-valued field, else the string
// values, else "Unknown error".
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, $cartLoad } from '../src/entities/cart/index.ts';
import { $promoError, promoErrorText, promoSubmitted, promoTextChanged } from '../src/features/promo-code/index.ts';
import { byPath, cart, fakeBackEnd, line, refusal } from './fake-back-end.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the text of a refused promo code', () => {
  it.each([
    [{ code: ['Expired', 'second'], other: ['later'] }, 'Expired'],
    [{ empty: [], code: ['Used'] }, 'Used'],
    [{ detail: 'Not for', reason: 'this cart' }, 'Not for this cart'],
    [{ code: 'Not yet', list: ['First list'] }, 'First list'],
    [{}, null],
    [{ code: [], count: 3 }, null],
  ])('%j -> %s', (errors, text) => {
    expect(promoErrorText(errors)).toBe(text);
  });
});

describe('applying a promo code', () => {
  const before = cart([line(1)], { total_price: 10.5 });
  const priced = cart([line(1, { priceWithDiscount: 9.45 })], { total_price: 9.45, promo_code: 'SPRING' });
  const scope = () =>
    pageScope([
      [$cart, before],
      [$cartLoad, 'ready'],
    ]);

  it('sends the trimmed code, then shows the cart the server priced with it', async () => {
    const calls = fakeBackEnd(
      byPath({
        'general/promo-code/update_prices': () => Response.json({ status: 'applied' }),
        'general/cart/fetch-all': () => Response.json([priced]),
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );
    const page = scope();
    await allSettled(promoTextChanged, { scope: page, params: '  SPRING ' });
    await allSettled(promoSubmitted, { scope: page });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'general/promo-code/update_prices',
      body: { code: 'SPRING' },
    });
    expect(page.getState($cart)).toEqual(priced);
    expect(page.getState($promoError)).toBeNull();
  });

  it("shows the server's sentence of a refusal, and 'Unknown error' for a call without one", async () => {
    fakeBackEnd(
      byPath({
        'general/promo-code/update_prices': () =>
          refusal(400, 'promo_expired', { code: ['This promo code has expired'] }),
      }),
    );
    const page = scope();
    await allSettled(promoTextChanged, { scope: page, params: 'OLD' });
    await allSettled(promoSubmitted, { scope: page });
    expect(page.getState($promoError)).toEqual({ text: 'This promo code has expired' });
    expect(page.getState($cart)).toEqual(before);

    fakeBackEnd(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await allSettled(promoSubmitted, { scope: page });
    expect(page.getState($promoError)).toEqual({ text: null });
  });

  it('sends nothing for an empty field', async () => {
    const calls = fakeBackEnd(() => Response.json({}));
    const page = scope();
    await allSettled(promoTextChanged, { scope: page, params: '   ' });
    await allSettled(promoSubmitted, { scope: page });
    expect(calls).toEqual([]);
  });
});
