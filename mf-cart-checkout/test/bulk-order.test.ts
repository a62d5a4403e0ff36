// The bulk order window's model: problems found as the shopper types (and nothing sent while there
// are any), the items sent to general/cart/bulk-add, the refused lines kept in the box with their
// reasons, the answer's cart replacing the page's (then validated), and the window closing when
// everything went in.
import { allSettled, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartBulkAdd } from '@vitrina/contract';
import { $openModal, CART_DRAWER, modalOpened } from '@vitrina/events';
import { $cart, $cartLoad, $cartValid } from '../src/entities/cart/index.ts';
import {
  $bulkFailed,
  $bulkOrder,
  $bulkRefused,
  $bulkText,
  BULK_ORDER_MODAL,
  bulkOrderOpened,
  bulkSubmitted,
  bulkTextChanged,
} from '../src/features/bulk-order/index.ts';
import { byPath, cart, fakeBackEnd, line } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { dataLayer, pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const before = cart([line(1)]);
const after = cart([line(1), line(2, { code: 'ABC-123', count: 6.5 }), line(3, { code: 'XYZ' })]);

/** A back end whose bulk-add answers `answer`, and whose validation passes. */
function shop(answer: CartBulkAdd) {
  return fakeBackEnd(
    byPath({
      'general/cart/bulk-add': () => Response.json(answer),
      'general/cart/validate-products': () => Response.json({ valid: true }),
    }),
  );
}

const bulkCalls = (calls: SeenCall[]) => calls.filter((call) => call.url === 'general/cart/bulk-add');

/** A cart page with the window open and `text` typed into it. */
async function typed(text: string) {
  const page = pageScope([
    [$cart, before],
    [$cartLoad, 'ready'],
  ]);
  await allSettled(bulkOrderOpened, { scope: page });
  await allSettled(bulkTextChanged, { scope: page, params: text });
  return page;
}

describe('problems as the shopper types', () => {
  it('names each bad line by its number, and sends nothing while there is one', async () => {
    const calls = shop({ cart: after, refused: [] });
    const page = await typed('ABC-123 5\n;3\n\nXYZ lots');
    expect(page.getState($bulkOrder).problems).toEqual([
      { line: 2, reason: 'empty_code' },
      { line: 4, reason: 'bad_quantity' },
    ]);
    await allSettled(bulkSubmitted, { scope: page });
    expect(calls).toEqual([]);
    expect(page.getState($openModal)).toBe(BULK_ORDER_MODAL);
  });

  it('tells the data layer the lines that went in, with the units asked for', async () => {
    const layer = dataLayer();
    shop({ cart: after, refused: [{ code: 'NOPE', reason: 'unknown_code' }] });
    const page = await typed('ABC-123 6,5\nNOPE 2');
    await allSettled(bulkSubmitted, { scope: page });
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: 'ABC-123', quantity: 6.5 })],
        }),
      },
    ]);
  });

  it('sends nothing for an empty box', async () => {
    const calls = shop({ cart: after, refused: [] });
    const page = await typed(' \n\t\n');
    await allSettled(bulkSubmitted, { scope: page });
    expect(calls).toEqual([]);
  });
});

describe('sending', () => {
  it('sends each code once with its counts added up, and no count where none was typed', async () => {
    const calls = shop({ cart: after, refused: [] });
    const page = await typed('ABC-123 5\nABC-123;1,5\nXYZ\n');
    await allSettled(bulkSubmitted, { scope: page });
    expect(bulkCalls(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          items: [{ code: 'ABC-123', count: 6.5 }, { code: 'XYZ' }],
        },
      }),
    ]);
  });

  it('replaces the cart with the answer, validates it, empties the box and closes the window', async () => {
    const calls = shop({ cart: after, refused: [] });
    const page = await typed('ABC-123 6,5\nXYZ');
    await allSettled(bulkSubmitted, { scope: page });
    expect(page.getState($cart)).toEqual(after);
    expect(calls.map((call) => call.url.split('?')[0])).toContain('general/cart/validate-products');
    expect(page.getState($cartValid)).toBe(true);
    expect(page.getState($bulkText)).toBe('');
    expect(page.getState($openModal)).toBeNull();
  });

  it('keeps the refused lines in the box as typed, with the reasons, and the window open', async () => {
    const refused = [
      { code: 'NOPE', reason: 'unknown_code' as const },
      { code: 'XYZ', reason: 'over_stock' as const, limit: 4 },
    ];
    shop({ cart: after, refused });
    const page = await typed('ABC-123 6,5\nNOPE 2\nXYZ\t10\nXYZ 1');
    await allSettled(bulkSubmitted, { scope: page });
    expect(page.getState($cart)).toEqual(after);
    expect(page.getState($bulkText)).toBe('NOPE 2\nXYZ\t10\nXYZ 1');
    expect(page.getState($bulkRefused)).toEqual(refused);
    expect(page.getState($openModal)).toBe(BULK_ORDER_MODAL);
  });

  it('leaves the cart alone when every line was refused', async () => {
    const calls = shop({ cart: before, refused: [{ code: 'NOPE', reason: 'unknown_code' }] });
    const page = await typed('NOPE 2');
    await allSettled(bulkSubmitted, { scope: page });
    expect(page.getState($cart)).toBe(before);
    expect(calls.map((call) => call.url)).toEqual(['general/cart/bulk-add']);
    expect(page.getState($bulkText)).toBe('NOPE 2');
  });

  it('says a call that failed failed, keeps the text, and forgets it when sent again', async () => {
    fakeBackEnd(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const page = await typed('ABC-123 5');
    await allSettled(bulkSubmitted, { scope: page });
    expect(page.getState($bulkFailed)).toBe(true);
    expect(page.getState($bulkText)).toBe('ABC-123 5');
    expect(page.getState($cart)).toBe(before);

    shop({ cart: after, refused: [] });
    await allSettled(bulkSubmitted, { scope: page });
    expect(page.getState($bulkFailed)).toBe(false);
  });

  it('keeps the box as sent while the call is out, and closes no other window the shopper opened', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = fakeBackEnd(
      byPath({
        'general/cart/bulk-add': () => new Promise<Response>((resolve) => (answer = resolve)) as never,
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );
    const page = await typed('ABC-123 5');
    const sent = allSettled(bulkSubmitted, { scope: page });
    await vi.waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    scopeBind(bulkTextChanged, { scope: page })('something else');
    expect(page.getState($bulkText)).toBe('ABC-123 5');
    scopeBind(modalOpened, { scope: page })(CART_DRAWER);
    answer(Response.json({ cart: after, refused: [] }));
    await sent;
    expect(page.getState($cart)).toEqual(after);
    expect(page.getState($openModal)).toBe(CART_DRAWER);
    expect(page.getState($bulkText)).toBe('');
  });
});
