// An order names what its shopper chose as they saw it, in the order's language, and keeps the names:
// the store, the region, locality, sector and street of an address (or of the saved address it named),
// the carrier's city and branch, and the company it was bought for. A renamed store or company, or a
// deleted one, leaves the order as it was; an order from before the names were kept still reads.
// The sector of an address is kept and must lie in its locality; a saved address is the shopper's own.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { orderSchema } from '@vitrina/contract';

import { companies, deliveryAddresses, orders, sectors, stores, streets } from '../src/db/schema/index.ts';

import { buildAuthApp } from './auth-support.ts';
import { add, addProduct, errorOf, guest, post, signedIn, type Shopper } from './cart-support.ts';
import { buildRuledShop, CONTACT, createdOrder, listOrders, orderOf, readOrder } from './orders-support.ts';

const ctx = await buildAuthApp();
const shop = await buildRuledShop(ctx, { delivery_methods: ['address', 'pickup', 'carrier'] });
const product = await addProduct(shop, { stock: 1_000 });

const [store] = await shop.app.db
  .insert(stores)
  .values({
    siteId: shop.siteId,
    name: { ro: 'Magazinul din centru', ru: 'Магазин в центре', en: 'City centre store' },
    address: { ro: 'bd. Ștefan cel Mare 126', ru: 'бул. Штефан чел Маре 126', en: '126 Stefan cel Mare Blvd' },
    openingHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '18:00' })),
  })
  .returning({ id: stores.id });
/** A seeded sector or street of the locality, by its Romanian name. */
async function placeOf(table: typeof sectors | typeof streets, localityId: number, ro: string) {
  const rows = await shop.app.db.select().from(table).where(eq(table.localityId, localityId));
  return rows.find((row) => (row.label as { ro: string }).ro === ro)!.id;
}
const botanica = await placeOf(sectors, 301, 'Botanica');
const armenian = await placeOf(streets, 301, 'Armenească');
const baltiStreet = await placeOf(streets, 101, 'Decebal');

/** One line in the cart, ordered with this delivery (cash), in `lang`. */
async function order(who: Shopper, delivery: object, extra: object = {}, lang = 'en') {
  await add(shop, who, product);
  const body = { contact: CONTACT, delivery, payment_method: 'cash', ...extra };
  return post(shop, who, '/general/v3/order', body, { 'accept-language': lang });
}

describe("the names an order keeps of the shopper's delivery", () => {
  it('names the store in the order’s language, in the created answer, the order and the history', async () => {
    const ana = await signedIn(shop);
    const made = createdOrder(await order(ana, { method: 'pickup', store_id: store!.id }, {}, 'ru'));
    const names = { store_name: 'Магазин в центре', store_address: 'бул. Штефан чел Маре 126' };
    expect(made.delivery_names).toEqual(names);
    expect(orderOf(await readOrder(shop, ana, made.id)).delivery_names).toEqual(names);
    expect((await listOrders(shop, ana)).data[0]!.delivery_names).toEqual(names);

    // A store renamed later does not rewrite the order.
    const [before] = await shop.app.db.select({ name: stores.name }).from(stores).where(eq(stores.id, store!.id));
    await shop.app.db
      .update(stores)
      .set({ name: { ru: 'Другое имя' } })
      .where(eq(stores.id, store!.id));
    expect(orderOf(await readOrder(shop, ana, made.id)).delivery_names).toEqual(names);
    await shop.app.db.update(stores).set({ name: before!.name }).where(eq(stores.id, store!.id));
  });

  it('keeps the sector of a typed address and names the region, locality, sector and street', async () => {
    const who = guest();
    const delivery = {
      method: 'address',
      region_id: 3,
      locality_id: 301,
      address: { sector_id: botanica, street_id: armenian, street: 'str. Armenească', building: '12', apartment: '4' },
    };
    const made = createdOrder(await order(who, delivery, {}, 'ru'));
    expect(made.delivery).toMatchObject({ address: { sector_id: botanica } });
    expect(made.delivery_names).toEqual({
      region: 'Кишинёв',
      locality: 'Кишинёв',
      sector: 'Ботаника',
      street: 'str. Armenească',
      building: '12',
      apartment: '4',
    });
  });

  it('names a listed street by its label when no street was typed', async () => {
    const address = { sector_id: botanica, street_id: armenian, building: '3' };
    const made = createdOrder(
      await order(guest(), { method: 'address', region_id: 3, locality_id: 301, address }, {}, 'ru'),
    );
    expect(made.delivery_names).toMatchObject({ sector: 'Ботаника', street: 'Армянская', building: '3' });
  });

  it('refuses a sector or listed street of another locality, or an unknown one', async () => {
    const who = guest();
    const at = (address: object) => ({
      method: 'address',
      region_id: 3,
      locality_id: 301,
      address: { building: '1', ...address },
    });
    const refused = async (address: object) => errorOf(await order(who, at(address)), 400).fieldErrors;
    expect(await refused({ street_id: baltiStreet })).toEqual({ 'delivery.address.street_id': ['not_in_locality'] });
    expect(await refused({ sector_id: 2_000_000 })).toEqual({ 'delivery.address.sector_id': ['not_found'] });
    const elsewhere = createdOrder(
      await order(who, { method: 'address', region_id: 1, locality_id: 101, address: { building: '1' } }),
    );
    expect(elsewhere.delivery_names).toMatchObject({ locality: 'Balti', building: '1' });
    const wrongSector = errorOf(
      await order(who, {
        method: 'address',
        region_id: 1,
        locality_id: 101,
        address: { building: '1', sector_id: botanica },
      }),
      400,
    );
    expect(wrongSector.fieldErrors).toEqual({ 'delivery.address.sector_id': ['not_in_locality'] });
  });

  it("names a saved address from the shopper's own row, and refuses anyone else's", async () => {
    const ana = await signedIn(shop);
    const [saved] = await shop.app.db
      .insert(deliveryAddresses)
      .values({ userId: ana.id, cityId: 301, streetId: armenian, building: '7', apartment: '21' })
      .returning({ id: deliveryAddresses.id });
    const delivery = { method: 'address', region_id: 3, locality_id: 301, shipping_address_id: saved!.id };
    const made = createdOrder(await order(ana, delivery));
    expect(made.delivery_names).toEqual({
      region: 'Chisinau',
      locality: 'Chisinau',
      street: 'Armeneasca',
      building: '7',
      apartment: '21',
    });

    // The address deleted since: the order still says where it went.
    await shop.app.db.delete(deliveryAddresses).where(eq(deliveryAddresses.id, saved!.id));
    expect(orderOf(await readOrder(shop, ana, made.id)).delivery_names).toEqual(made.delivery_names);

    const [bobs] = await shop.app.db
      .insert(deliveryAddresses)
      .values({ userId: (await signedIn(shop)).id, cityId: 301, streetId: armenian, building: '9' })
      .returning({ id: deliveryAddresses.id });
    const other = { ...delivery, shipping_address_id: bobs!.id };
    expect(errorOf(await order(ana, other), 400).fieldErrors).toEqual({
      'delivery.shipping_address_id': ['not_found'],
    });
    expect(errorOf(await order(guest(), other), 400).fieldErrors).toEqual({
      'delivery.shipping_address_id': ['not_found'],
    });
  });

  it("names the carrier's city and branch or post machine as the carrier describes them", async () => {
    const branch = { type: 'warehouse', city_ref_id: 'np-city-kyiv', warehouse_ref_id: 'np-wh-kyiv-12' };
    const made = createdOrder(await order(guest(), { method: 'carrier', carrier: branch }, {}, 'ru'));
    expect(made.delivery_names).toEqual({
      carrier_city: 'Киев',
      carrier_point_number: '12',
      carrier_point: 'ул. Крещатик, 22',
    });
    const machine = { type: 'postmachine', city_ref_id: 'np-city-kyiv', postmachine_ref_id: 'np-pm-kyiv-5522' };
    expect(createdOrder(await order(guest(), { method: 'carrier', carrier: machine })).delivery_names).toEqual({
      carrier_city: 'Kyiv',
      carrier_point_number: '5522',
      carrier_point: '24 Lesi Ukrainky Blvd',
    });
    // A reference the carrier does not know is left unnamed, never guessed.
    const unknown = { ...branch, warehouse_ref_id: 'np-wh-nowhere' };
    expect(createdOrder(await order(guest(), { method: 'carrier', carrier: unknown })).delivery_names).toEqual({
      carrier_city: 'Kyiv',
    });
  });
});

describe('the company an order was placed for', () => {
  it('is answered with its name as it was, after a rename and after the company is deleted', async () => {
    const ana = await signedIn(shop);
    const [company] = await shop.app.db
      .insert(companies)
      .values({ userId: ana.id, name: 'Acme SRL', fiscalCode: '1003600012345' })
      .returning({ id: companies.id });
    const made = createdOrder(await order(ana, { method: 'pickup', store_id: store!.id }, { company_id: company!.id }));
    expect(made.company).toEqual({ id: company!.id, name: 'Acme SRL' });

    await shop.app.db.update(companies).set({ name: 'Acme Group SRL' }).where(eq(companies.id, company!.id));
    expect(orderOf(await readOrder(shop, ana, made.id)).company).toEqual({ id: company!.id, name: 'Acme SRL' });
    await shop.app.db.delete(companies).where(eq(companies.id, company!.id));
    expect(orderOf(await readOrder(shop, ana, made.id)).company).toEqual({ id: null, name: 'Acme SRL' });
  });

  it('is absent from a personal order, and an order from before the names still reads', async () => {
    const ana = await signedIn(shop);
    const made = createdOrder(await order(ana, { method: 'pickup', store_id: store!.id }));
    expect(made).not.toHaveProperty('company');
    await shop.app.db
      .update(orders)
      .set({ deliveryNames: null, companyName: null })
      .where(and(eq(orders.id, made.id), eq(orders.siteId, shop.siteId)));
    const old = await readOrder(shop, ana, made.id);
    expect(orderSchema.parse(old.json())).not.toHaveProperty('delivery_names');
    expect(old.json()).toMatchObject({ delivery: { method: 'pickup', store_id: store!.id } });
  });
});
