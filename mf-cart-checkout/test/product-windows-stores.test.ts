// The stores window and the first-to-know window with the fake back end: the stores with whether the
// product can be picked up in each, today's hours in each store's own time zone, the drawn map's
// places and the OpenStreetMap links; a first-to-know subscription and its refusals.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreList } from '@vitrina/contract';
import { $locale, $openModal } from '@vitrina/events';
import { FIRST_TO_KNOW_DONE_MODAL, firstToKnowForm, firstToKnowOpened } from '../src/features/first-to-know/index.ts';
import {
  $stores,
  $storesAskedAt,
  $storesLoad,
  hoursToday,
  mapPoints,
  nowFx,
  openStreetMapUrl,
  storesOpened,
  storesRetried,
} from '../src/features/store-availability/index.ts';
import { byPath, fakeBackEnd, refusal } from './fake-back-end.ts';
import { created } from './product-windows-support.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const week = (opens: string, closes: string, sunday: { opens: string; closes: string } | null) => [
  ...Array.from({ length: 6 }, () => ({ opens, closes })),
  sunday,
];
const stores: StoreList = [
  {
    id: 1,
    name: 'City centre store',
    address: '126 Stefan cel Mare Blvd',
    locality: 'Chisinau',
    opening_hours: week('09:00', '20:00', { opens: '10:00', closes: '16:00' }),
    time_zone: 'Europe/Chisinau',
    lat: 47.0245,
    lon: 28.8323,
    phone: '+37322000000',
    pickup: [{ product_id: 641, available: true }],
  },
  {
    id: 2,
    name: 'Botanica store',
    address: '47 Dacia Blvd',
    locality: 'Chisinau',
    opening_hours: week('08:00', '21:00', null),
    time_zone: 'Europe/Chisinau',
    lat: 46.9905,
    lon: 28.8576,
    phone: null,
    pickup: [{ product_id: 641, available: false }],
  },
  {
    id: 3,
    name: 'Warehouse',
    address: 'Not placed yet',
    locality: null,
    opening_hours: week('08:00', '17:00', null),
    time_zone: 'Europe/Chisinau',
    lat: null,
    lon: null,
    phone: null,
  },
];

describe('where to pick it up', () => {
  it('lists the stores with the product in each, asking once per opening, and again on a retry', async () => {
    let answer = () => refusal(503, 'unavailable');
    const calls = fakeBackEnd(byPath({ 'general/stores': () => answer() }));
    const scope = pageScope();
    await allSettled(storesOpened, { scope, params: { productId: 641 } });
    expect(calls[0]!.url).toBe('general/stores?product_ids=641');
    expect(scope.getState($storesLoad)).toBe('failed');
    answer = () => Response.json(stores);
    await allSettled(storesRetried, { scope });
    expect(scope.getState($storesLoad)).toBe('ready');
    expect(scope.getState($stores)).toEqual(stores);
  });

  it("reads today's hours in the store's time zone: late Saturday in London is Sunday in Chisinau", () => {
    const saturdayNightLondon = new Date('2026-11-28T23:30:00Z');
    expect(hoursToday(stores[0]!.opening_hours, 'Europe/London', saturdayNightLondon)).toEqual({
      opens: '09:00',
      closes: '20:00',
    });
    expect(hoursToday(stores[0]!.opening_hours, 'Europe/Chisinau', saturdayNightLondon)).toEqual({
      opens: '10:00',
      closes: '16:00',
    });
    expect(hoursToday(stores[1]!.opening_hours, 'Europe/Chisinau', saturdayNightLondon)).toBeNull();
  });

  it('places the stores with coordinates on the map, north up, numbered as in the list', () => {
    const points = mapPoints(stores);
    expect(points.map((point) => [point.id, point.number])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const [centre, botanica] = points;
    // Botanica is south-east of the centre.
    expect(botanica!.x).toBeGreaterThan(centre!.x);
    expect(botanica!.y).toBeGreaterThan(centre!.y);
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(24);
      expect(point.x).toBeLessThanOrEqual(320 - 24);
      expect(point.y).toBeGreaterThanOrEqual(24);
      expect(point.y).toBeLessThanOrEqual(200 - 24);
    }
    expect(mapPoints([{ id: 9, lat: 47, lon: 28 }])).toEqual([{ id: 9, number: 1, x: 160, y: 100 }]);
    expect(mapPoints([{ id: 9, lat: null, lon: null }])).toEqual([]);
  });

  it('links each store to OpenStreetMap at its coordinates', () => {
    expect(openStreetMapUrl(47.0245, 28.8323)).toBe(
      'https://www.openstreetmap.org/?mlat=47.0245&mlon=28.8323#map=17/47.0245/28.8323',
    );
  });

  it("takes the stores' today from the moment the list was asked (the clock is an effect)", async () => {
    fakeBackEnd(byPath({ 'general/stores': () => Response.json(stores) }));
    const now = Date.parse('2026-11-29T08:00:00Z');
    const scope = fork({ values: [[$locale, 'en']], handlers: [[nowFx, () => now]] });
    await allSettled(storesOpened, { scope, params: { productId: 641 } });
    expect(scope.getState($storesAskedAt)).toBe(now);
  });
});

describe('tell me when it is back', () => {
  it('subscribes the address for the product and opens its success window', async () => {
    const calls = fakeBackEnd(
      byPath({
        'general/first-to-know': () => created({ product_id: 7, email: 'ana@example.com', subscribed: true }),
      }),
    );
    const scope = pageScope();
    await allSettled(firstToKnowOpened, { scope, params: { productId: 7 } });
    await allSettled(firstToKnowForm.submitted, { scope, params: { email: ' ana@example.com ' } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'general/first-to-know',
      body: { product_id: 7, email: 'ana@example.com' },
    });
    expect(scope.getState($openModal)).toBe(FIRST_TO_KNOW_DONE_MODAL);
    expect(scope.getState(firstToKnowForm.$answer)).toEqual({
      product_id: 7,
      email: 'ana@example.com',
      subscribed: true,
    });
  });

  it('shows a wrong address at its field, and says when the product is back already', async () => {
    const answers = [
      refusal(400, 'validation_failed', { email: ['invalid_email'] }),
      refusal(409, 'in_stock', { product_id: ['in_stock'] }),
    ];
    fakeBackEnd(byPath({ 'general/first-to-know': () => answers.shift()! }));
    const scope = pageScope();
    await allSettled(firstToKnowOpened, { scope, params: { productId: 7 } });
    await allSettled(firstToKnowForm.submitted, { scope, params: { email: 'ana@' } });
    expect(scope.getState(firstToKnowForm.$refusal)).toEqual({ fields: { email: 'invalid_email' }, problem: null });
    await allSettled(firstToKnowForm.submitted, { scope, params: { email: 'ana@example.com' } });
    expect(scope.getState(firstToKnowForm.$refusal)).toEqual({ fields: {}, problem: 'in_stock' });
    expect(scope.getState($openModal)).toBeNull();
  });
});
