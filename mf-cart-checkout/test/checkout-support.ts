// A shop for the checkout's tests: the calls a checkout page makes, answered as the API answers
// them (the cart, places, stores, the delivery price by the body asked, the reservation, the order),
// each overridable by a test; and the page's scope with the shop's settings on the bus.
import { fork } from 'effector';
import type { Scope } from 'effector';
import type { Cart, GlobalSettings, Order } from '@vitrina/contract';
import { $locale, $siteSettings } from '@vitrina/events';
import { redirectFx } from '../src/features/checkout-submit/index.ts';
import { waitFx } from '../src/shared/lib/wait.ts';
import { byPath, cart, fakeBackEnd, line } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';

export const REGIONS = [
  {
    regionId: 3,
    key: 'kishinev',
    label: 'Chisinau',
    localities: [
      { localityId: 301, key: 'kishinev', label: 'Chisinau', is_suburb: false },
      { localityId: 302, key: 'bubueci', label: 'Bubuieci', is_suburb: true },
    ],
  },
  {
    regionId: 1,
    key: 'balti',
    label: 'Balti',
    localities: [{ localityId: 101, key: 'balti', label: 'Balti', is_suburb: false }],
  },
];

export const STORES = [
  {
    id: 7,
    name: 'City centre store',
    address: '126 Stefan cel Mare Blvd',
    locality: 'Chisinau',
    opening_hours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '20:00' })),
    time_zone: 'Europe/Chisinau',
    lat: 47.02,
    lon: 28.83,
    phone: null,
  },
];

export const SLOTS = {
  store_id: 7,
  days: [
    { date: '2026-11-27', weekday: 5, slots: ['14:00-16:00', '16:00-18:00'] },
    { date: '2026-11-28', weekday: 6, slots: ['10:00-12:00'] },
  ],
};

export const checkoutCart = (fields: Partial<Cart> = {}) =>
  cart([line(1, { title: 'Aspirin', price: 45.5 }), line(2, { title: 'Green tea', price: 12, count: 3 })], {
    total_price: 81.5,
    ...fields,
  });

export function placedOrder(id: number, payUrl: string | null, fields: Partial<Order> = {}) {
  return {
    id,
    status: payUrl ? 'awaiting_payment' : 'new',
    kind: 'cart',
    payment_method: payUrl ? 'online' : 'cash',
    currency: 'MDL',
    goods: 81.5,
    discount: 0,
    delivery_price: 50,
    total: 131.5,
    promo_code: null,
    contact: { name: 'Ana Popescu', email: 'ana@example.com', phone: '+37369123456' },
    delivery: { method: 'address' },
    comment: null,
    created_at: '2026-11-27T10:00:00.000Z',
    lines: [],
    ...fields,
    result: { payUrl },
  };
}

/** A delivery price by what was asked: 50 lei standard, 100 express, 120 another region, 0 pickup. */
export function priceFor(call: SeenCall) {
  const body = call.body as { method: string; region_id?: number; delivery_type?: string };
  if (body.method !== 'address') return { price: 0, currency: 'MDL', free_from: null };
  if (body.region_id !== 3) return { price: 120, currency: 'MDL', free_from: 3000 };
  return { price: body.delivery_type === 'express' ? 100 : 50, currency: 'MDL', free_from: 1000 };
}

type Answers = Record<string, (call: SeenCall) => Response>;

/** The shop's answers; a test replaces the ones it is about. Every call is recorded. */
export function checkoutShop(overrides: Answers = {}, shownCart: Cart = checkoutCart()) {
  return fakeBackEnd(
    byPath({
      'general/cart/fetch-all': () => Response.json([shownCart]),
      'general/cart/validate-products': () => Response.json({ valid: true }),
      'base/region': () => Response.json(REGIONS),
      'base/sector': () => Response.json([{ sectorId: 11, localityId: 301, label: 'Botanica' }]),
      'general/stores': () => Response.json(STORES),
      'general/delivery-time/7': () => Response.json(SLOTS),
      'general/delivery-price': (call) => Response.json(priceFor(call)),
      'general/cart/create-reservation': () => new Response(null, { status: 204 }),
      'general/v3/order': () => Response.json(placedOrder(41, null), { status: 201 }),
      ...overrides,
    }),
  );
}

/** The shop's settings as the bus carries them (only the fields the checkout reads matter). */
export const shopSettings = (fields: Partial<GlobalSettings> = {}) =>
  ({
    project_currency: 'MDL',
    is_romanian: false,
    is_registration_required_for_order: false,
    credits: [],
    ...fields,
  }) as GlobalSettings;

/**
 * A checkout page's scope in English with the shop's settings, the model's timers passing at once,
 * and the payment redirect recorded instead of leaving the page.
 */
export function checkoutScope(values: [unknown, unknown][] = [], settings = shopSettings()) {
  const redirects: string[] = [];
  const scope: Scope = fork({
    values: [[$locale, 'en'], [$siteSettings, settings], ...values] as never,
    handlers: [
      [waitFx, async () => undefined],
      [redirectFx, (url: string) => void redirects.push(url)],
    ],
  });
  return { scope, redirects };
}

export const callsTo = (calls: SeenCall[], path: string) => calls.filter((call) => call.url.split('?')[0] === path);
