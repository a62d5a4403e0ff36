// Providers behind the interface: the shop's provider is the registry's choice, a lost callback is
// recovered by asking the provider once while the payment is pending, and the settlement listeners
// run inside the payment's transaction (one that fails leaves the payment as it was, for the retry).
import { describe, expect, it } from 'vitest';

import { DEMO_PROVIDER, createDemoProvider } from '../src/payment/demo/demo-provider.ts';
import type { CreatePaymentInput, PaymentProvider, ProviderEvent } from '../src/payment/provider.ts';
import { paymentRegistry } from '../src/payment/registry.ts';
import {
  buildPaymentShop,
  callbackBody,
  decide,
  DEMO_SECRET,
  errorOf,
  sendCallback,
  startPayment,
  statusOf,
} from './payment-support.ts';

// Its demo callbacks are lost on the way: the tests below send theirs by hand.
const lost: string[] = [];
const shop = await buildPaymentShop('Lost Callbacks', {
  deliverDemoCallback: async (rawBody) => {
    lost.push(rawBody);
    return false;
  },
});

describe('a callback that never arrives', () => {
  it('is recovered when the status page asks: the provider is queried while pending', async () => {
    const { paymentId } = await startPayment(shop);
    expect((await decide(shop, paymentId, 'approve')).statusCode).toBe(303);
    expect(lost).toHaveLength(1);
    const heard = () => shop.settled.filter((s) => s.paymentId === paymentId).map((s) => s.status);
    expect(heard()).toEqual([]);
    expect((await statusOf(shop, paymentId)).status).toBe('paid');
    expect(heard()).toEqual(['paid']);
    // The callback arriving late after all is the same event: applied once.
    const late = await sendCallback(shop, lost[0]!);
    expect(late.json()).toEqual({ received: true, applied: false });
    expect(heard()).toEqual(['paid']);
  });
});

interface FakeProvider {
  provider: PaymentProvider;
  created: CreatePaymentInput[];
  queries: number;
  outcome: ProviderEvent | null;
}

/** A provider of the test's own: it reports what `outcome` holds and counts what it is asked. */
function fakeProvider(): FakeProvider {
  const fake: FakeProvider = {
    created: [],
    queries: 0,
    outcome: null,
    provider: {
      async createPayment(input) {
        fake.created.push(input);
        return { redirectUrl: `https://pay.example/checkout/${input.paymentId}` };
      },
      // Its "signature" is a shared key in a header; its body names the payment, event and amount.
      async verifyCallback({ headers, rawBody }) {
        if (headers['x-fake-key'] !== 'fake-key') return { refused: 'signature_invalid' };
        const body = JSON.parse(rawBody) as { id: string; event: string; amount: number };
        return {
          paymentId: body.id,
          status: 'paid',
          amountMinor: body.amount,
          currency: 'MDL',
          eventId: body.event,
          at: new Date(),
        };
      },
      async queryStatus() {
        fake.queries++;
        return fake.outcome;
      },
    },
  };
  return fake;
}

describe("a shop's own provider", () => {
  const fake = fakeProvider();

  it('is the one the registry names for the shop; every other shop uses the demo', () => {
    const demo = createDemoProvider({ secret: DEMO_SECRET, now: Date.now, deliver: async () => true });
    const registry = paymentRegistry({ demo, fake: fake.provider }, { pharmacy: 'fake' });
    expect(registry.nameFor({ brandKey: 'pharmacy' })).toBe('fake');
    expect(registry.nameFor({ brandKey: 'tobacco' })).toBe(DEMO_PROVIDER);
    expect(() => paymentRegistry({ demo }, { pharmacy: 'missing' })).toThrow(/missing, which is not registered/);
  });

  it('takes the payment, is asked once per status read while pending, and its callbacks settle it', async () => {
    const own = await buildPaymentShop('Own Provider', (brand) => ({
      providers: { fake: fake.provider },
      shopProviders: { [brand]: 'fake' },
    }));
    const { paymentId, redirectUrl } = await startPayment(own, { lang: 'ro' });
    expect(redirectUrl).toBe(`https://pay.example/checkout/${paymentId}`);
    expect(fake.created).toEqual([
      {
        paymentId,
        amountMinor: 12_345,
        currency: 'MDL',
        description: 'Order 1',
        returnUrl: `${own.origin}/cart/payment-status?order=1`,
        lang: 'ro',
      },
    ]);
    expect((await statusOf(own, paymentId)).status).toBe('pending');
    expect((await statusOf(own, paymentId)).status).toBe('pending');
    expect(fake.queries).toBe(2);
    // The provider now knows the shopper's card was declined: the next read learns it.
    const at = new Date(own.clock.now());
    fake.outcome = { paymentId, status: 'declined', amountMinor: 12_345, currency: 'MDL', eventId: 'fake-0', at };
    expect((await statusOf(own, paymentId)).status).toBe('declined');
    expect(fake.queries).toBe(3);
    // A demo-signed callback cannot settle another provider's payment.
    expect(errorOf(await sendCallback(own, callbackBody(own, paymentId)), 404).code).toBe('not_found');
    const callback = (key: string) =>
      own.app.inject({
        method: 'POST',
        url: '/payments/callback/fake',
        headers: { 'content-type': 'application/json', 'x-fake-key': key },
        payload: JSON.stringify({ id: paymentId, event: 'fake-1', amount: 12_345 }),
      });
    expect(errorOf(await callback('wrong'), 401).code).toBe('signature_invalid');
    expect((await callback('fake-key')).json()).toEqual({ received: true, applied: true });
    expect((await statusOf(own, paymentId)).status).toBe('paid');
    // Settled: the provider is not asked again.
    expect(fake.queries).toBe(3);
    expect(own.settled.map((s) => s.status)).toEqual(['declined', 'paid']);
  });
});

describe('the settlement listeners', () => {
  it("run in the payment's transaction: one that fails undoes the payment's change, the retry applies it", async () => {
    const { paymentId } = await startPayment(shop);
    const calls: string[] = [];
    const stop = shop.app.payments.onSettled((settlement) => {
      if (settlement.paymentId !== paymentId) return;
      calls.push(calls.length === 0 ? 'failed' : 'marked');
      if (calls.length === 1) throw new Error('the order could not be marked');
    });
    const body = callbackBody(shop, paymentId);
    const first = await sendCallback(shop, body);
    expect(errorOf(first, 500).code).toBe('internal_error');
    // Nothing of the failed attempt stays, not even the event: its delivery again is not a duplicate.
    expect((await statusOf(shop, paymentId)).status).toBe('pending');
    const retry = await sendCallback(shop, body);
    expect(retry.json()).toEqual({ received: true, applied: true });
    expect((await statusOf(shop, paymentId)).status).toBe('paid');
    expect(calls).toEqual(['failed', 'marked']);
    stop();
  });

  it('stop hearing once unsubscribed', async () => {
    const heard: string[] = [];
    const stop = shop.app.payments.onSettled((s) => void heard.push(s.paymentId));
    stop();
    const { paymentId } = await startPayment(shop);
    await sendCallback(shop, callbackBody(shop, paymentId));
    expect(heard).toEqual([]);
    expect(shop.settled.map((s) => s.paymentId)).toContain(paymentId);
  });
});
