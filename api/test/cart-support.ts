// The cart and promo tests' world: a shop of the test file's own (removed after it) with products
// the test shapes (price, stock, multiplicity, flags), promo codes written straight to its table,
// guests with fresh tokens, signed-in shoppers, and calls as the spec's client makes them.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';

import { cartListResponse, cartSchema, errorSchema, promoResultSchema, type Cart } from '@vitrina/contract';

import type { App } from '../src/app.ts';
import { categories, products, promoCodes, sites, users } from '../src/db/schema/index.ts';
import { activeAccount, buildAuthApp, type AuthTestContext } from './auth-support.ts';

export type Shopper = { guest: string } | { access: string };

export interface CartShop {
  ctx: AuthTestContext;
  app: App;
  /** The brand key: `site(brand)` sends its token. */
  brand: string;
  siteId: number;
  categoryId: number;
}

let shops = 0;

/**
 * A shop of its own in the ro/ru/en languages and MDL, with one category. A second shop of the
 * same file passes the first one's context: it must live in the same database (on PGlite each app
 * built opens its own copy).
 */
export async function buildCartShop(shared?: AuthTestContext): Promise<CartShop> {
  const ctx = shared ?? (await buildAuthApp());
  const brand = `cart-test-${process.pid}-${Date.now()}-${shops++}`;
  const [site] = await ctx.app.db
    .insert(sites)
    .values({
      token: `demo-${brand}`,
      brandKey: brand,
      hosts: [`${brand}.localhost`],
      publicOrigin: `http://${brand}.localhost`,
      theme: 'light',
      langs: ['ro', 'ru', 'en'],
      mainLang: 'ro',
      currency: 'MDL',
    })
    .returning({ id: sites.id });
  afterAll(() => ctx.app.db.delete(sites).where(eq(sites.id, site!.id)));
  const [category] = await ctx.app.db
    .insert(categories)
    .values({ siteId: site!.id, title: { ro: 'Categorie' }, slug: { ro: 'categorie' } })
    .returning({ id: categories.id });
  return { ctx, app: ctx.app, brand, siteId: site!.id, categoryId: category!.id };
}

let made = 0;
type ProductValues = Partial<typeof products.$inferInsert>;

/** A product of the shop: 100.00 lei, 50 in stock, sold by the piece, unless told otherwise. */
export async function addProduct(shop: CartShop, values: ProductValues = {}): Promise<number> {
  const n = ++made;
  const [row] = await shop.app.db
    .insert(products)
    .values({
      siteId: shop.siteId,
      categoryId: shop.categoryId,
      code: `CT-${n}`,
      title: { ro: `Produs ${n}`, ru: `Товар ${n}`, en: `Product ${n}` },
      shortDescription: {},
      description: {},
      slug: { ro: `produs-${n}`, ru: `tovar-${n}`, en: `product-${n}` },
      priceMinor: 10_000,
      stock: 50,
      ...values,
    })
    .returning({ id: products.id });
  return row!.id;
}

export const changeProduct = (shop: CartShop, id: number, values: ProductValues) =>
  shop.app.db.update(products).set(values).where(eq(products.id, id));

type PromoValues = Partial<typeof promoCodes.$inferInsert>;

/** A promo code of the shop: 10% off everything, open from a day before the test clock, no limits. */
export async function addPromo(shop: CartShop, values: PromoValues = {}): Promise<string> {
  const code = values.code ?? `PROMO${++made}`;
  await shop.app.db.insert(promoCodes).values({
    siteId: shop.siteId,
    type: 'general',
    valueType: 'percent',
    value: 10,
    startsAt: new Date(shop.ctx.clock.now() - 86_400_000),
    ...values,
    code,
  });
  return code;
}

export const guest = (): Shopper => ({ guest: `g-${randomUUID()}` });

let accounts = 0;
export async function signedIn(shop: CartShop): Promise<Shopper & { id: number; access: string; email: string }> {
  const email = `cart-${++accounts}@example.md`;
  const { id, access } = await activeAccount(shop.ctx, shop.brand, email);
  return { id, access, email };
}

export const forbidPromo = (shop: CartShop, userId: number) =>
  shop.app.db.update(users).set({ canUsePromocode: false }).where(eq(users.id, userId));

/**
 * Headers as the gateway sends them: the shop's token, the bearer when signed in, and English
 * (the shop's main language is Romanian) unless a test asks for another.
 */
function headersOf(shop: CartShop, who: Shopper | null, extra: Record<string, string> = {}) {
  return {
    'x-site-token': `demo-${shop.brand}`,
    'accept-language': 'en',
    ...(who && 'access' in who ? { authorization: `Bearer ${who.access}` } : {}),
    ...extra,
  };
}

/** A POST as the spec's client makes it: a guest's token goes in the body as no_user_id. */
export function post(shop: CartShop, who: Shopper | null, url: string, payload: object, extra = {}) {
  const body = who && 'guest' in who ? { ...payload, no_user_id: who.guest } : payload;
  return shop.app.inject({ method: 'POST', url, headers: headersOf(shop, who, extra), payload: body });
}

/** A GET; a guest's token goes in the query as no_user_id. */
export function get(shop: CartShop, who: Shopper | null, url: string, extra = {}) {
  const joiner = url.includes('?') ? '&' : '?';
  const full = who && 'guest' in who ? `${url}${joiner}no_user_id=${who.guest}` : url;
  return shop.app.inject({ method: 'GET', url: full, headers: headersOf(shop, who, extra) });
}

type Answer = Awaited<ReturnType<App['inject']>>;

export function cartOf(res: Answer): Cart {
  expect(res.statusCode, res.body).toBe(200);
  return cartSchema.parse(res.json());
}

export async function fetchCart(shop: CartShop, who: Shopper): Promise<Cart> {
  const res = await get(shop, who, '/general/cart/fetch-all');
  expect(res.statusCode, res.body).toBe(200);
  return cartListResponse.parse(res.json())[0]!;
}

export const add = (shop: CartShop, who: Shopper, product_id: number, count?: number) =>
  post(shop, who, '/general/cart/add-item', count === undefined ? { product_id } : { product_id, count });

export function errorOf(res: Answer, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return errorSchema.parse(res.json());
}

export function promoOf(res: Answer) {
  expect(res.statusCode, res.body).toBe(200);
  return promoResultSchema.parse(res.json());
}

/** Applies a code to the shopper's cart. */
export const applyCode = (shop: CartShop, who: Shopper, code: string, extra = {}) =>
  post(shop, who, '/general/promo-code/update_prices', { code }, extra);

/** Each line's count by product id. */
export const countsOf = (cart: Cart) => Object.fromEntries(cart.products.map((p) => [p.product_id, p.count]));
