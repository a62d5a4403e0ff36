// The load of the cart-sync bench: guests saving their carts as the cart remote does (spec 4: save
// is replace with expectedVersion), one guest per autocannon connection, from the shop's own page.
import { randomUUID } from 'node:crypto';

import type autocannon from 'autocannon';

/** The shop the fake API knows: what a page of it sends as Host and Origin. */
export const SHOP = {
  hostName: 'pharmacy.localhost',
  host: 'pharmacy.localhost:3000',
  origin: 'http://pharmacy.localhost:3000',
};

export const CART_PATH = '/api/cart-redis';

/** A line as the browser keeps it: the product snapshot it draws the line from, and the amount. */
const line = (i: number) => ({
  product: {
    productId: 100_000 + i,
    multiplicity: 1,
    stock: 40,
    title: `Paracetamol 500 mg, ${10 + i} comprimate`,
    price: 4_550 + i * 100,
    old_price: 5_000 + i * 100,
    img: `/media/products/${100_000 + i}/main.webp`,
    url: `/ro/product/paracetamol-500-mg-${100_000 + i}`,
  },
  count: 1 + (i % 3),
  grindingMethodId: null,
});

/** A 10-line cart with its checkout form filled: about 2.5 kB of JSON. */
export const CART_ORDER = {
  localCart: {
    products: Array.from({ length: 10 }, (_, i) => line(i)),
    deliveryPrice: 3_000,
    discount: 0,
    selectedDeliveryType: 'standart',
    deliveryMethod: 'address',
    regionId: 3,
    orderNumber: null,
    promoCode: null,
    promoCodeErrors: [],
  },
  localDataFields: {
    name: 'Ana Popescu',
    phone: '+37369123456',
    email: 'ana@example.md',
    address: 'str. Ștefan cel Mare 1, ap. 5',
  },
};

const SAVED_VERSION = /"version":(\d+)\}\}$/;

/**
 * One guest's saves, each expecting the version the previous answer gave: the client's own rule,
 * so the compare-and-set is measured passing, never refused. The version lives in this closure, not
 * in autocannon's context, which is reset whenever the list of requests starts over (every request).
 */
function guestSaves(guest: string): autocannon.Request {
  let version = 0;
  return {
    method: 'POST',
    path: CART_PATH,
    headers: {
      host: SHOP.host,
      origin: SHOP.origin,
      cookie: `user_token=${guest}`,
      'content-type': 'application/json',
    },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ order: CART_ORDER, replace: true, expectedVersion: version }),
    }),
    onResponse: (status, body) => {
      // The answer ends with the version (after the order echoed back): read there, since parsing
      // 2.5 kB per answer would take the load generator's time, which counts in every latency.
      if (status === 200) version = Number(SAVED_VERSION.exec(body)?.[1] ?? version);
      // A 409 (counted as an error by the bench) still tells the version to continue from.
      if (status === 409) version = (JSON.parse(body) as { currentVersion: number }).currentVersion;
    },
  };
}

/**
 * autocannon's per-client setup: each connection, in turn, becomes a new guest whose cart does not
 * exist yet (version 0). Fresh guests for every run, since the warm-up leaves its guests' versions
 * moved on. Guest tokens are UUIDs, a shape the gateway accepts.
 */
export function newGuestPerConnection(): (client: autocannon.Client) => void {
  return (client) => client.setRequests([guestSaves(randomUUID())]);
}
