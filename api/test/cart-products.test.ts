// product_checkout_status, product-availability, associated-products (v1 and v2: the shop's own
// associations, in their order) and the has_associated_products flag of cart lines and product pages.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { associatedResponse, productDetailSchema, productStatusListResponse, type Cart } from '@vitrina/contract';

import { productAssociations, slugs } from '../src/db/schema/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { BRAND_SEEDS } from '../src/seed/brands/index.ts';
import {
  add,
  addProduct,
  buildCartShop,
  cartOf,
  changeProduct,
  errorOf,
  fetchCart,
  get,
  guest,
  post,
  type Shopper,
} from './cart-support.ts';

const shop = await buildCartShop();
const other = await buildCartShop(shop.ctx);
const seededBrands = BRAND_SEEDS.map((seed) => seed.key);

function statuses(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(200);
  return productStatusListResponse.parse(res.json());
}
function cards(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(200);
  return associatedResponse.parse(res.json());
}

describe('product_checkout_status and product-availability', () => {
  it("answers each of the shop's products, leaving out ids it does not have", async () => {
    const open = await addProduct(shop, { stock: 7 });
    const closed = await addProduct(shop, { active: false, homeDelivery: false });
    const theirs = await addProduct(other);
    const res = await get(
      shop,
      null,
      `/general/product_checkout_status?productIds=${open}&productIds=${closed}&productIds=${theirs}`,
    );
    expect(statuses(res)).toEqual([
      { id: open, active: true, available: true, stock: 7, home_delivery: true, card_payment_available: true },
      { id: closed, active: false, available: true, stock: 50, home_delivery: false, card_payment_available: true },
    ]);
    expect(statuses(await get(shop, null, `/general/product_checkout_status?productIds=${open}`))).toHaveLength(1);
    const listed = await post(shop, null, '/general/product-availability', { products: [closed, open, theirs] });
    expect(statuses(listed).map((s) => s.id)).toEqual([closed, open]);
  });

  it('refuses ids that are no ids', async () => {
    expect(errorOf(await get(shop, null, '/general/product_checkout_status?productIds=abc'), 400).code).toBe(
      'validation_failed',
    );
    expect(errorOf(await get(shop, null, '/general/product_checkout_status'), 400).code).toBe('validation_failed');
    expect(errorOf(await post(shop, null, '/general/product-availability', { products: [] }), 400).fieldErrors).toEqual(
      {
        products: ['required'],
      },
    );
  });
});

/** Makes `associated` the products offered with `main`, in the order given. */
const associate = (main: number, associated: number[]) =>
  shop.app.db
    .insert(productAssociations)
    .values(associated.map((associatedId, position) => ({ productId: main, associatedId, position })));

const offeredWith = async (query: string) =>
  cards(await get(shop, null, `/general/${query}`)).map((card) => card.productId);

describe('associated-products', () => {
  it('offers what the shop associated, by position; nothing for a product without associations', async () => {
    const main = await addProduct(shop, { sortPriority: 5 });
    const [first, second, third] = [await addProduct(shop), await addProduct(shop), await addProduct(shop)];
    await shop.app.db.insert(productAssociations).values([
      { productId: main, associatedId: third!, position: 2 },
      { productId: main, associatedId: first!, position: 0 },
      { productId: main, associatedId: second!, position: 1 },
    ]);
    expect(await offeredWith(`associated-products?product_id=${main}`)).toEqual([first, second, third]);
    // Same category and a higher priority, but not associated: never offered.
    const plain = await addProduct(shop, { sortPriority: 100 });
    expect(await offeredWith(`associated-products?product_id=${plain}`)).toEqual([]);
  });

  it('leaves out inactive and unavailable products, and offers at most 8', async () => {
    const main = await addProduct(shop);
    const inactive = await addProduct(shop, { active: false });
    const unavailable = await addProduct(shop, { available: false });
    const open = [];
    for (let i = 0; i < 9; i++) open.push(await addProduct(shop));
    await associate(main, [inactive, unavailable, ...open]);
    expect(await offeredWith(`associated-products?product_id=${main}`)).toEqual(open.slice(0, 8));
  });

  it('v2: the first product’s associations first, each product once, never the asked products', async () => {
    const [a, b, shared, x, y] = [
      await addProduct(shop),
      await addProduct(shop),
      await addProduct(shop),
      await addProduct(shop),
      await addProduct(shop),
    ];
    await associate(a!, [x!, shared!, b!]);
    await associate(b!, [shared!, y!]);
    expect(await offeredWith(`v2/associated-products?product_ids=${a},${b}`)).toEqual([x, shared, y]);
    expect(await offeredWith(`v2/associated-products?product_ids=${b},${a}`)).toEqual([shared, y, x]);
  });

  it("answers 404 for another shop's product (v1) and nothing for it (v2)", async () => {
    const theirs = await addProduct(other);
    await other.app.db.insert(productAssociations).values({ productId: theirs, associatedId: await addProduct(other) });
    expect(errorOf(await get(shop, null, `/general/associated-products?product_id=${theirs}`), 404).code).toBe(
      'not_found',
    );
    expect(cards(await get(shop, null, `/general/v2/associated-products?product_ids=${theirs}`))).toEqual([]);
    expect(errorOf(await get(shop, null, '/general/v2/associated-products?product_ids=x'), 400).code).toBe(
      'validation_failed',
    );
  });

  it("never offers another shop's product, even when a row names one", async () => {
    const main = await addProduct(shop);
    await associate(main, [await addProduct(other)]);
    expect(await offeredWith(`associated-products?product_id=${main}`)).toEqual([]);
  });
});

describe('has_associated_products', () => {
  const lineOf = (cart: Cart, productId: number) => cart.products.find((line) => line.product_id === productId)!;

  it('is true on the cart line of a product with something to offer, false otherwise, on add and fetch', async () => {
    const who = guest();
    const withOffer = await addProduct(shop);
    const offered = await addProduct(shop);
    const alone = await addProduct(shop);
    await associate(withOffer, [offered]);
    const added = cartOf(await add(shop, who, withOffer));
    expect(lineOf(added, withOffer).has_associated_products).toBe(true);
    const both = cartOf(await add(shop, who, alone));
    expect([lineOf(both, withOffer), lineOf(both, alone)].map((line) => line.has_associated_products)).toEqual([
      true,
      false,
    ]);
    // The only associated product cannot be bought now: there is nothing to offer.
    await changeProduct(shop, offered, { available: false });
    expect(lineOf(await fetchCart(shop, who), withOffer).has_associated_products).toBe(false);
  });

  it("counts no association with another shop's product", async () => {
    const who = guest();
    const main = await addProduct(shop);
    await associate(main, [await addProduct(other)]);
    expect(lineOf(cartOf(await add(shop, who, main)), main).has_associated_products).toBe(false);
  });

  it('reads the whole cart in as many statements, however many lines have associations', async () => {
    const [few, many] = [guest(), guest()];
    const products = [];
    for (let i = 0; i < 4; i++) products.push(await addProduct(shop));
    await associate(products[0]!, [products[1]!]);
    await associate(products[1]!, [products[2]!]);
    await associate(products[2]!, [products[3]!]);
    await add(shop, few, products[3]!);
    for (const id of products) await add(shop, many, id);
    const statements = async (who: Shopper) => {
      const before = shop.app.database.queryCount();
      await fetchCart(shop, who);
      return shop.app.database.queryCount() - before;
    };
    expect(await statements(many)).toBe(await statements(few));
  });

  it('is on the product page too', async () => {
    const main = await addProduct(shop);
    await associate(main, [await addProduct(shop)]);
    const plain = await addProduct(shop);
    const pageOf = async (id: number) => {
      await shop.app.db
        .insert(slugs)
        .values({ siteId: shop.siteId, objectType: 'product', lang: 'en', slug: `page-${id}`, objectId: id });
      const res = await get(shop, null, `/general/product/page-${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return productDetailSchema.parse(res.json()).has_associated_products;
    };
    expect([await pageOf(main), await pageOf(plain)]).toEqual([true, false]);
  });
});

describe('the demo seed', () => {
  it("gives each shop's five top products 3 or 4 associations of its own, from the same or a sibling category", async () => {
    const rows = rowsOf<{ brand_key: string; n: number; positions: number[]; near: boolean }>(
      await shop.app.db.execute(sql`SELECT s.brand_key, count(*)::int AS n,
          array_agg(a.position ORDER BY a.position) AS positions,
          bool_and(q.site_id = p.site_id AND cq.parent_id IS NOT DISTINCT FROM cp.parent_id) AS near
        FROM product_associations a JOIN products p ON p.id = a.product_id JOIN products q ON q.id = a.associated_id
        JOIN categories cp ON cp.id = p.category_id JOIN categories cq ON cq.id = q.category_id
        JOIN sites s ON s.id = p.site_id WHERE s.brand_key IN (${sql.join(
          seededBrands.map((key) => sql`${key}`),
          sql`, `,
        )})
        GROUP BY s.brand_key, a.product_id`),
    );
    for (const brand of seededBrands)
      expect(
        rows.filter((row) => row.brand_key === brand),
        brand,
      ).toHaveLength(5);
    for (const row of rows) {
      expect([3, 4]).toContain(row.n);
      expect(row.positions).toEqual([...Array(row.n).keys()]);
      expect(row.near).toBe(true);
    }
  });
});
