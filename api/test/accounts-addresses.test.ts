// Delivery addresses: the spec's create, list and delete calls and the default address (one per
// user: the first address, or the one made default, and the newest left when the default goes).
import { describe, expect, it } from 'vitest';

import { deliveryAddressListResponse, deliveryAddressSchema, errorSchema } from '@vitrina/contract';

import { activeAccount, buildAuthApp } from './auth-support.ts';
import { address, call, type Shopper } from './accounts-support.ts';

const ctx = await buildAuthApp();
let accounts = 0;
async function shopper(): Promise<Shopper> {
  const { id, access } = await activeAccount(ctx, 'pharmacy', `addresses-${++accounts}@example.md`);
  return { brand: 'pharmacy', id, access };
}
async function create(who: Shopper, building: string, extra: object = {}) {
  const res = await call(ctx.app, who, 'POST', '/general/cart/create-delivery-address/', address(building, extra));
  expect(res.statusCode, res.body).toBe(201);
  return deliveryAddressSchema.parse(res.json()).shipping_address_id;
}
async function defaults(who: Shopper) {
  const res = await call(ctx.app, who, 'GET', '/general/cart/get-delivery-addresses/');
  expect(res.statusCode, res.body).toBe(200);
  return deliveryAddressListResponse.parse(res.json()).map((a) => [a.shipping_building, a.is_default]);
}

describe('delivery addresses', () => {
  it('answers the new address with its shipping_address_id and lists it', async () => {
    const ana = await shopper();
    const res = await call(
      ctx.app,
      ana,
      'POST',
      '/general/cart/create-delivery-address/',
      address('12A', { shipping_apartment: '5', shipping_address_note: 'Интерфон 5' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = deliveryAddressSchema.parse(res.json());
    expect(created).toMatchObject({ shipping_building: '12A', shipping_apartment: '5', is_default: true });
    const list = await call(ctx.app, ana, 'GET', '/general/cart/get-delivery-addresses/');
    expect(deliveryAddressListResponse.parse(list.json())).toEqual([created]);
  });

  it('keeps one default: the first address, then the one made default', async () => {
    const ana = await shopper();
    await create(ana, '1');
    await create(ana, '2');
    expect(await defaults(ana)).toEqual([
      ['1', true],
      ['2', false],
    ]);
    await create(ana, '3', { is_default: true });
    expect(await defaults(ana)).toEqual([
      ['3', true],
      ['2', false],
      ['1', false],
    ]);
  });

  it('set-default-delivery-address moves the default, and deleting it passes it to the newest', async () => {
    const ana = await shopper();
    const first = await create(ana, '1');
    const second = await create(ana, '2');
    await create(ana, '3');
    const moved = await call(ctx.app, ana, 'POST', '/general/cart/set-default-delivery-address/', {
      shipping_address_id: second,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await defaults(ana)).toEqual([
      ['2', true],
      ['3', false],
      ['1', false],
    ]);
    const deleted = await call(ctx.app, ana, 'POST', '/general/cart/delete-delivery-address/', {
      shipping_address_id: second,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await defaults(ana)).toEqual([
      ['3', true],
      ['1', false],
    ]);
    await call(ctx.app, ana, 'POST', '/general/cart/delete-delivery-address/', { shipping_address_id: first });
    expect(await defaults(ana)).toEqual([['3', true]]);
  });

  it.each([
    ['no building', { shipping_building: '' }, 'shipping_building', 'required'],
    ['a city id of text', { shipping_city_id: 'three' }, 'shipping_city_id', 'invalid'],
    ['an id past the database', { shipping_street_id: 2 ** 31 }, 'shipping_street_id', 'invalid'],
    ['a note of 501 characters', { shipping_address_note: 'x'.repeat(501) }, 'shipping_address_note', 'too_long'],
  ])('refuses %s with a 400 naming the field', async (_, extra, field, code) => {
    const ana = await shopper();
    const res = await call(ctx.app, ana, 'POST', '/general/cart/create-delivery-address/', address('1', extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ [field]: [code] });
  });
});
