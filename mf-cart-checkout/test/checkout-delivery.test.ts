// The checkout's delivery: the methods a shop offers, the region's rules for the delivery type (spec
// 4 and 9: express in Chisinau only, another region forces standard), the server's price asked again
// whenever the choice or the cart changes, and the pickup, street and carrier look-ups.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartRefreshRequested } from '../src/entities/cart/index.ts';
import {
  $draft,
  carrierCityTyped,
  deliveryTypeChosen,
  draftEdited,
  localityChosen,
  regionChosen,
  storeChosen,
} from '../src/entities/checkout-draft/index.ts';
import {
  $carrierPlaces,
  $carrierQuote,
  $deliveryMethod,
  $deliveryPrice,
  $slots,
  $slotsFailed,
  $streets,
  carrierCityInput,
  deliveryMethodsOf,
  streetInput,
} from '../src/features/checkout-delivery/index.ts';
import { checkoutOpened } from '../src/pages/checkout/model/checkout-model.ts';
import { callsTo, checkoutScope, checkoutShop, SLOTS, shopSettings } from './checkout-support.ts';
import { cart, line, memoryStorage, refusal } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const PRICE = 'general/delivery-price';

async function openCheckout(settings = shopSettings()) {
  memoryStorage();
  const { scope } = checkoutScope([], settings);
  await allSettled(checkoutOpened, { scope });
  return scope;
}

describe('the delivery type and the region', () => {
  it('another region than Chisinau forces standard delivery and takes its own town and streets', async () => {
    checkoutShop();
    const scope = await openCheckout();
    await allSettled(deliveryTypeChosen, { scope, params: 'express' });
    await allSettled(draftEdited, { scope, params: { sectorId: 11 } });
    expect(scope.getState($draft).deliveryType).toBe('express');
    await allSettled(regionChosen, { scope, params: 1 });
    expect(scope.getState($draft)).toMatchObject({
      regionId: 1,
      localityId: 101,
      deliveryType: 'standart',
      sectorId: null,
      street: '',
    });
  });

  it('express exists in Chisinau only: chosen elsewhere it stays standard', async () => {
    checkoutShop();
    const scope = await openCheckout();
    await allSettled(regionChosen, { scope, params: 1 });
    await allSettled(deliveryTypeChosen, { scope, params: 'express' });
    expect(scope.getState($draft).deliveryType).toBe('standart');
    await allSettled(regionChosen, { scope, params: 3 });
    await allSettled(localityChosen, { scope, params: 302 });
    await allSettled(deliveryTypeChosen, { scope, params: 'express' });
    expect(scope.getState($draft)).toMatchObject({ localityId: 302, deliveryType: 'express' });
  });
});

describe("the delivery's price", () => {
  it('is the server’s for the current choice, asked again whenever the choice changes', async () => {
    const calls = checkoutShop();
    const scope = await openCheckout();
    expect(scope.getState($deliveryPrice)?.price).toBe(50);
    await allSettled(deliveryTypeChosen, { scope, params: 'express' });
    expect(scope.getState($deliveryPrice)?.price).toBe(100);
    await allSettled(regionChosen, { scope, params: 1 });
    expect(scope.getState($deliveryPrice)?.price).toBe(120);
    await allSettled(draftEdited, { scope, params: { method: 'pickup' } });
    expect(scope.getState($deliveryPrice)?.price).toBe(0);
    expect(callsTo(calls, PRICE).map((call) => call.body)).toEqual([
      { method: 'address', region_id: 3, locality_id: 301, delivery_type: 'standart' },
      { method: 'address', region_id: 3, locality_id: 301, delivery_type: 'express' },
      { method: 'address', region_id: 1, locality_id: 101, delivery_type: 'standart' },
      { method: 'pickup', delivery_type: 'standart' },
    ]);
  });

  it('typing elsewhere in the form asks nothing; a changed cart asks again', async () => {
    let total = 81.5;
    const calls = checkoutShop({
      'general/cart/fetch-all': () => Response.json([cart([line(1, { price: total })], { total_price: total })]),
    });
    const scope = await openCheckout();
    await allSettled(draftEdited, { scope, params: { name: 'Ana', comment: 'Ring twice' } });
    expect(callsTo(calls, PRICE)).toHaveLength(1);
    total = 1200;
    await allSettled(cartRefreshRequested, { scope });
    expect(callsTo(calls, PRICE)).toHaveLength(2);
  });

  it('an answer for an earlier choice that arrives late is not shown as the current price', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let asked = 0;
    checkoutShop({
      [PRICE]: (call) => {
        asked += 1;
        const body = call.body as { delivery_type: string };
        const answer = Response.json({
          price: body.delivery_type === 'express' ? 100 : 50,
          currency: 'MDL',
          free_from: null,
        });
        return (asked === 1 ? firstHeld.then(() => answer) : answer) as unknown as Response;
      },
    });
    memoryStorage();
    const { scope } = checkoutScope();
    const opening = allSettled(checkoutOpened, { scope });
    await vi.waitFor(() => expect(asked).toBe(1));
    const choosing = allSettled(deliveryTypeChosen, { scope, params: 'express' });
    await vi.waitFor(() => expect(asked).toBe(2));
    releaseFirst();
    await Promise.all([opening, choosing]);
    expect(scope.getState($deliveryPrice)?.price).toBe(100);
  });
});

describe('the methods a shop offers', () => {
  it("the shop's setting in its order, pickup only where it has stores", () => {
    expect(deliveryMethodsOf(['carrier', 'pickup'], 1)).toEqual(['carrier', 'pickup']);
    expect(deliveryMethodsOf(['pickup', 'address'], 0)).toEqual(['address']);
    // A settings answer from before the setting: the API's default then.
    expect(deliveryMethodsOf(undefined, 2)).toEqual(['address', 'pickup']);
  });

  it('a shop of the carrier starts with it, whatever its currency; a method it does not offer is never shown', async () => {
    checkoutShop();
    const scope = await openCheckout(
      shopSettings({ project_currency: 'MDL', delivery_methods: ['carrier', 'pickup'] }),
    );
    expect(scope.getState($deliveryMethod)).toBe('carrier');
    await allSettled(draftEdited, { scope, params: { method: 'address' } });
    expect(scope.getState($deliveryMethod)).toBe('carrier');
    await allSettled(draftEdited, { scope, params: { method: 'pickup' } });
    expect(scope.getState($deliveryMethod)).toBe('pickup');
  });

  it('a shop in hryvnias that delivers to an address does not get the carrier', async () => {
    checkoutShop();
    const scope = await openCheckout(shopSettings({ project_currency: 'UAH', delivery_methods: ['address'] }));
    expect(scope.getState($deliveryMethod)).toBe('address');
    await allSettled(draftEdited, { scope, params: { method: 'carrier' } });
    expect(scope.getState($deliveryMethod)).toBe('address');
  });
});

describe('pickup', () => {
  it("shows the store's days and windows and takes the first until the shopper picks one", async () => {
    checkoutShop();
    const scope = await openCheckout();
    await allSettled(draftEdited, { scope, params: { method: 'pickup' } });
    await allSettled(storeChosen, { scope, params: 7 });
    expect(scope.getState($slots)).toEqual(SLOTS);
    expect(scope.getState($draft)).toMatchObject({ storeId: 7, date: '2026-11-27', time: '14:00-16:00' });
  });

  it('a failed load of the slots clears the store (spec 4) and says so', async () => {
    checkoutShop({ 'general/delivery-time/7': () => refusal(503, 'unavailable') });
    const scope = await openCheckout();
    await allSettled(draftEdited, { scope, params: { method: 'pickup' } });
    await allSettled(storeChosen, { scope, params: 7 });
    expect(scope.getState($draft).storeId).toBeNull();
    expect(scope.getState($slotsFailed)).toBe(true);
  });
});

describe('the street and the carrier', () => {
  it("lists the locality's streets as the shopper types, and a listed name carries its id", async () => {
    const calls = checkoutShop({
      'base/address': () => Response.json([{ id: 55, localityId: 301, label: 'Stefan cel Mare' }]),
    });
    const scope = await openCheckout();
    await allSettled(streetInput, { scope, params: 'Ste' });
    expect(scope.getState($streets)).toHaveLength(1);
    expect(callsTo(calls, 'base/address')[0]!.url).toBe('base/address?locality_id=301&search=Ste');
    await allSettled(streetInput, { scope, params: 'stefan cel mare' });
    expect(scope.getState($draft)).toMatchObject({ street: 'stefan cel mare', streetId: 55 });
    await allSettled(streetInput, { scope, params: 'Stefan cel Mare 2' });
    expect(scope.getState($draft).streetId).toBeNull();
  });

  it("names a listed city, lists its branches, and shows the carrier's fee for the chosen one", async () => {
    const calls = checkoutShop({
      // As the carrier searches: cities whose name starts with the text typed.
      'general/v2/novapost/city': (call) =>
        Response.json({
          data: 'Kyiv'.toLowerCase().startsWith(String((call.body as { query: string }).query).toLowerCase())
            ? [{ ref: 'np-city-kyiv', description: 'Kyiv', area: 'Kyivska' }]
            : [],
        }),
      'general/v2/novapost/warehouse': () =>
        Response.json({ data: [{ ref: 'np-wh-1', number: '1', address: { description: '135 Pyrohivskyi St' } }] }),
      'general/v2/novapost/delivery-price': () => Response.json({ data: [{ cost: 70, currency: 'UAH', days: 1 }] }),
    });
    const scope = await openCheckout(shopSettings({ project_currency: 'UAH', delivery_methods: ['carrier'] }));
    await allSettled(carrierCityInput, { scope, params: 'Ky' });
    await allSettled(carrierCityInput, { scope, params: 'Kyiv, Kyivska' });
    expect(scope.getState($draft).carrierCityRef).toBe('np-city-kyiv');
    expect(scope.getState($carrierPlaces)?.list).toHaveLength(1);
    await allSettled(draftEdited, { scope, params: { carrierPointRef: 'np-wh-1' } });
    expect(scope.getState($carrierQuote)).toEqual({ cost: 70, currency: 'UAH', days: 1 });
    expect(callsTo(calls, 'general/v2/novapost/delivery-price')[0]!.body).toEqual({
      type: 'warehouse',
      city_ref_id: 'np-city-kyiv',
      warehouse_ref_id: 'np-wh-1',
    });
    // Another city: the branch chosen in the first one goes.
    await allSettled(carrierCityTyped, { scope, params: { text: 'Lviv', ref: null } });
    expect(scope.getState($draft).carrierPointRef).toBeNull();
  });
});
