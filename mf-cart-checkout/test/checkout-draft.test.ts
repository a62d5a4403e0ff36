// The checkout form is kept as cart-data (spec 3): in local storage at once, so a reload or another
// tab finds it; for a signed-in shopper in the synchronised record too (one save per pause), read
// back when another tab or device saved it; emptied after an order; read back field by field; and a
// signed-in shopper's empty contact filled from the profile.
import { allSettled, fork, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@vitrina/contract';
import { $auth, $locale, $siteSettings } from '@vitrina/events';
import {
  $draft,
  CHECKOUT_DRAFT_KEY,
  draftEdited,
  EMPTY_DRAFT,
  normaliseDraft,
  regionChosen,
} from '../src/entities/checkout-draft/index.ts';
import { $syncOn, cartEventHeard } from '../src/features/cart-sync/index.ts';
import { CART_FORM_KEY } from '../src/features/cart-sync/lib/sync-storage.ts';
import { checkoutLeft, checkoutOpened } from '../src/pages/checkout/model/checkout-model.ts';
import { orderPressed } from '../src/pages/checkout/model/order-model.ts';
import { waitFx } from '../src/shared/lib/wait.ts';
import { callsTo, checkoutScope, checkoutShop, shopSettings } from './checkout-support.ts';
import { memoryStorage } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const signedIn: [unknown, unknown] = [$auth, { isAuth: true, name: 'Ana' }];
const CONTACT = { name: 'Ana Popescu', email: 'ana@example.com', phone: '+(373) 69-123-456' };
const profile = {
  user: { first_name: 'Ana', last_name: 'Popescu', email: 'ana@example.com', phone: '+37369123456' },
  group_user_type: { id: 1 },
  company: null,
  delivery_addresses: [],
} as unknown as CurrentUser;

/** The shopper's record at /api/cart-redis: version 4, the form another device saved in it. */
function record(fields: Record<string, unknown> = {}) {
  let version = 4;
  return {
    'cart-redis': (call: SeenCall) => {
      if (call.method === 'POST') version += 1;
      return Response.json({ data: { order: { localCart: { products: [] }, localDataFields: fields }, version } });
    },
  };
}
const saves = (calls: SeenCall[]) => callsTo(calls, 'cart-redis').filter((call) => call.method === 'POST');

describe('the form in local storage', () => {
  it('keeps what the shopper types, and the next page (a reload, another tab) starts from it', async () => {
    checkoutShop();
    const storage = memoryStorage();
    const first = checkoutScope().scope;
    await allSettled(checkoutOpened, { scope: first });
    await allSettled(draftEdited, { scope: first, params: { name: 'Ana', building: '12' } });
    await allSettled(regionChosen, { scope: first, params: 1 });
    expect(JSON.parse(storage.get('cart-data')!)).toMatchObject({ name: 'Ana', building: '12', regionId: 1 });

    const next = checkoutScope().scope;
    await allSettled(checkoutOpened, { scope: next });
    expect(next.getState($draft)).toMatchObject({ name: 'Ana', building: '12', regionId: 1, localityId: 101 });
  });

  it('is the key cart-sync carries in the record', () => {
    expect(CHECKOUT_DRAFT_KEY).toBe(CART_FORM_KEY);
  });

  it('reads a stored form field by field: what cannot be read takes its default', () => {
    const read = normaliseDraft({
      name: 5,
      email: 'ana@example.com',
      method: 'teleport',
      storeId: -3,
      regionId: 1,
      localityId: 301,
      deliveryType: 'express',
      payment: 'online',
      carrierPoint: 'balloon',
    });
    expect(read).toEqual({
      ...EMPTY_DRAFT,
      email: 'ana@example.com',
      regionId: 1,
      localityId: 101,
      payment: 'online',
    });
    expect(normaliseDraft('garbage')).toEqual(EMPTY_DRAFT);
  });
});

describe("a signed-in shopper's form in the synchronised record", () => {
  it('is saved once the shopper pauses, not once per change, with the latest values', async () => {
    const calls = checkoutShop(record());
    // The record's version, as the page's start of the synchronisation left it.
    memoryStorage().set('cart-version', '4');
    const pauses: Array<() => void> = [];
    const scope = fork({
      values: [[$locale, 'en'], [$siteSettings, shopSettings()], signedIn, [$syncOn, true]] as never,
      handlers: [[waitFx, () => new Promise<void>((resolve) => pauses.push(resolve))]],
    });
    const edit = scopeBind(draftEdited, { scope });
    edit({ name: 'A' });
    edit({ name: 'An' });
    edit({ name: 'Ana' });
    expect(pauses).toHaveLength(3);
    pauses.forEach((resume) => resume());
    await allSettled(checkoutLeft, { scope });
    const sent = saves(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ order: { localDataFields: { name: 'Ana' } }, replace: true });
  });

  it("takes the form another tab or device saved when the record's event arrives", async () => {
    checkoutShop(record({ ...EMPTY_DRAFT, name: 'Ion', building: '3' }));
    memoryStorage();
    const { scope } = checkoutScope([signedIn, [$syncOn, true]]);
    await allSettled(cartEventHeard, { scope, params: 5 });
    expect(scope.getState($draft)).toMatchObject({ name: 'Ion', building: '3' });
  });

  it('is emptied with the lines after the order', async () => {
    const calls = checkoutShop({ ...record(), 'auth/users/me': () => Response.json(profile) });
    const storage = memoryStorage();
    const { scope } = checkoutScope([signedIn, [$syncOn, true]]);
    await allSettled(checkoutOpened, { scope });
    await allSettled(draftEdited, { scope, params: { ...CONTACT, building: '12' } });
    await allSettled(orderPressed, { scope });
    const last = saves(calls).at(-1)!;
    expect(last.body).toMatchObject({ order: { localCart: { products: [] }, localDataFields: EMPTY_DRAFT } });
    expect(JSON.parse(storage.get('cart-data')!)).toEqual(EMPTY_DRAFT);
  });
});

describe("the profile's contact", () => {
  it('fills the contact fields a signed-in shopper left empty, the phone in the shop’s mask', async () => {
    checkoutShop({ 'auth/users/me': () => Response.json(profile) });
    memoryStorage();
    const { scope } = checkoutScope([signedIn]);
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($draft)).toMatchObject(CONTACT);
  });

  it('never replaces what the shopper typed', async () => {
    checkoutShop({ 'auth/users/me': () => Response.json(profile) });
    const storage = memoryStorage();
    storage.set('cart-data', JSON.stringify({ ...EMPTY_DRAFT, name: 'Ana Maria' }));
    const { scope } = checkoutScope([signedIn]);
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($draft)).toMatchObject({ ...CONTACT, name: 'Ana Maria' });
  });
});
