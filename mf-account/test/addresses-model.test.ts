// The addresses page's model in a forked scope over a fake back end: what it loads when opened in
// the browser, and the list after each accepted change being what the API says (a new or deleted
// default moves).
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authChanged } from '@vitrina/events';
import type { DeliveryAddress } from '@vitrina/contract';
import {
  $addresses,
  $addressesFailed,
  addressesPageOpened,
  createAddressFx,
  deleteAddressFx,
  setDefaultAddressFx,
} from '../src/features/addresses/model.ts';
import { fakeBackEnd, refusal } from './fake-back-end.ts';
import type { Answer } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const address = (id: number, isDefault: boolean): DeliveryAddress => ({
  shipping_address_id: id,
  shipping_city_id: 301,
  shipping_street_id: 12,
  shipping_building: '5A',
  shipping_apartment: '',
  shipping_address_note: '',
  is_default: isDefault,
});
const LOCALITIES = [{ localityId: 301, regionId: 3, label: 'Chișinău' }];

/** Lists answer from the queue, one per load; localities always; other calls `change`. */
function api(lists: DeliveryAddress[][], change: Answer = () => new Response(null, { status: 204 })) {
  return fakeBackEnd((call) => {
    if (call.url === 'base/locality') return Response.json(LOCALITIES);
    if (call.url === 'general/cart/get-delivery-addresses') return Response.json(lists.shift() ?? []);
    return change(call);
  });
}

async function openedPage() {
  const scope = fork();
  await allSettled(authChanged, { scope, params: { isAuth: true, name: null } });
  await allSettled(addressesPageOpened, { scope });
  return scope;
}

describe('opening the page', () => {
  it('loads the addresses and the localities the server did not bring, once', async () => {
    const calls = api([[address(1, true)]]);
    const scope = await openedPage();
    await allSettled(addressesPageOpened, { scope });
    expect(calls.map((c) => c.url).sort()).toEqual(['base/locality', 'general/cart/get-delivery-addresses']);
    expect(scope.getState($addresses)).toEqual([address(1, true)]);
  });

  it('marks a failed load for the retry', async () => {
    fakeBackEnd(() => new Response('', { status: 502 }));
    const scope = await openedPage();
    expect(scope.getState($addressesFailed)).toBe(true);
    expect(scope.getState($addresses)).toBeNull();
  });
});

describe('changing the addresses', () => {
  const draft = {
    shipping_city_id: 301,
    shipping_street_id: 12,
    shipping_building: '7',
    shipping_apartment: '',
    shipping_address_note: '',
    is_default: true,
  };

  it('adds through create-delivery-address, then shows the list the API gives (the new default first)', async () => {
    const calls = api([[address(1, true)], [address(2, true), address(1, false)]], () =>
      Response.json(address(2, true), { status: 201 }),
    );
    const scope = await openedPage();
    await allSettled(createAddressFx, { scope, params: draft });
    expect(calls).toContainEqual({ method: 'POST', url: 'general/cart/create-delivery-address', body: draft });
    expect(scope.getState($addresses)).toEqual([address(2, true), address(1, false)]);
  });

  it('takes the list set-default-delivery-address answers', async () => {
    const calls = api([[address(1, true), address(2, false)]], () =>
      Response.json([address(2, true), address(1, false)]),
    );
    const scope = await openedPage();
    await allSettled(setDefaultAddressFx, { scope, params: 2 });
    expect(calls).toContainEqual({
      method: 'POST',
      url: 'general/cart/set-default-delivery-address',
      body: { shipping_address_id: 2 },
    });
    expect(scope.getState($addresses)).toEqual([address(2, true), address(1, false)]);
  });

  it('drops a deleted address and loads where the default went', async () => {
    const calls = api([[address(1, true), address(2, false)], [address(2, true)]]);
    const scope = await openedPage();
    await allSettled(deleteAddressFx, { scope, params: 1 });
    expect(calls).toContainEqual({
      method: 'POST',
      url: 'general/cart/delete-delivery-address',
      body: { shipping_address_id: 1 },
    });
    expect(scope.getState($addresses)).toEqual([address(2, true)]);
  });

  it('keeps the list as it was when the API refuses', async () => {
    const calls = api([[address(1, true)]], () => refusal(404, 'not_found'));
    const scope = await openedPage();
    const { value } = await allSettled(deleteAddressFx, { scope, params: 9 });
    expect(value).toMatchObject({ kind: 'rejected', status: 404 });
    expect(scope.getState($addresses)).toEqual([address(1, true)]);
    expect(calls.filter((c) => c.url === 'general/cart/get-delivery-addresses')).toHaveLength(1);
  });
});

describe('signing out', () => {
  it('forgets the addresses', async () => {
    api([[address(1, true)]]);
    const scope = await openedPage();
    await allSettled(authChanged, { scope, params: { isAuth: false, name: null } });
    expect(scope.getState($addresses)).toBeNull();
  });
});
