// What the shopper saw of their delivery, one home for the order's answer and its letters: named
// when the order is placed (in the order's language: this shop's store, the region, locality, sector
// and street of an address or of the shopper's saved address, the carrier's city and branch or post
// machine) and kept with the order, like its lines keep the product. A name not found is left out,
// never guessed; the letters read the kept names (letterDelivery), never today's tables.
import { and, eq } from 'drizzle-orm';

import type { Order, OrderCreateRequest, OrderDeliveryNames } from '@vitrina/contract';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { deliveryAddresses, localities, regions, sectors, stores, streets } from '../db/schema/index.ts';
import type { ParcelCarrier } from '../delivery/carrier/carrier.ts';
import type { DeliveryFacts } from '../mail/order-letters.ts';

export interface NamingInput {
  siteId: number;
  /** The signed-in shopper (their saved address); null for a guest. */
  userId: number | null;
  delivery: OrderCreateRequest['delivery'];
  lang: LangContext;
}

/** Names the delivery of an order being placed, inside its transaction. */
export type DeliveryNamer = (tx: Db, input: NamingInput) => Promise<OrderDeliveryNames>;

type LabelTable = typeof regions | typeof localities | typeof sectors | typeof streets;

async function labelOf(tx: Db, table: LabelTable, id: number | undefined, ctx: LangContext) {
  if (id === undefined) return undefined;
  const [row] = await tx.select({ label: table.label }).from(table).where(eq(table.id, id));
  return row ? t(row.label, ctx) || undefined : undefined;
}

/** Only the names found: an absent one is no key rather than an empty string. */
const found = (names: Record<string, string | undefined>): OrderDeliveryNames =>
  Object.fromEntries(Object.entries(names).filter(([, name]) => name)) as OrderDeliveryNames;

const placeOfSaved = { region: regions.label, locality: localities.label, street: streets.label };

async function addressNames(tx: Db, { userId, delivery, lang }: NamingInput) {
  const { address } = delivery;
  if (address)
    return found({
      region: await labelOf(tx, regions, delivery.region_id, lang),
      locality: await labelOf(tx, localities, delivery.locality_id, lang),
      sector: await labelOf(tx, sectors, address.sector_id, lang),
      street: address.street?.trim() || (await labelOf(tx, streets, address.street_id, lang)),
      building: address.building,
      apartment: address.apartment,
    });
  if (delivery.shipping_address_id === undefined || userId === null) return {};
  const [saved] = await tx
    .select({ building: deliveryAddresses.building, apartment: deliveryAddresses.apartment, ...placeOfSaved })
    .from(deliveryAddresses)
    .leftJoin(localities, eq(localities.id, deliveryAddresses.cityId))
    .leftJoin(regions, eq(regions.id, localities.regionId))
    .leftJoin(streets, eq(streets.id, deliveryAddresses.streetId))
    .where(and(eq(deliveryAddresses.id, delivery.shipping_address_id), eq(deliveryAddresses.userId, userId)));
  if (!saved) return {};
  return found({
    region: saved.region === null ? undefined : t(saved.region, lang),
    locality: saved.locality === null ? undefined : t(saved.locality, lang),
    street: saved.street === null ? undefined : t(saved.street, lang),
    building: saved.building,
    apartment: saved.apartment,
  });
}

/**
 * The carrier's own descriptions, asked through its interface: the city among its cities, the point
 * among the city's branches or post machines (the lists the checkout chose from).
 */
async function carrierNames(
  carrier: ParcelCarrier,
  choice: NonNullable<NamingInput['delivery']['carrier']>,
  lang: LangContext,
) {
  const city = (await carrier.cities('', lang.lang)).find((one) => one.ref === choice.city_ref_id);
  const ref = choice.type === 'warehouse' ? choice.warehouse_ref_id : choice.postmachine_ref_id;
  const points =
    choice.type === 'courier' || !ref
      ? []
      : choice.type === 'warehouse'
        ? await carrier.warehouses(choice.city_ref_id, undefined, lang.lang)
        : await carrier.postMachines(choice.city_ref_id, undefined, lang.lang);
  const point = points.find((one) => one.ref === ref);
  return found({
    carrier_city: city?.description,
    carrier_point_number: point?.number,
    carrier_point: point?.address.description,
  });
}

export function deliveryNamer(carrier: ParcelCarrier): DeliveryNamer {
  return async (tx, input) => {
    const { delivery, lang } = input;
    if (delivery.method === 'pickup' && delivery.store_id !== undefined) {
      const [store] = await tx
        .select({ name: stores.name, address: stores.address })
        .from(stores)
        .where(and(eq(stores.id, delivery.store_id), eq(stores.siteId, input.siteId)));
      return store ? found({ store_name: t(store.name, lang), store_address: t(store.address, lang) }) : {};
    }
    if (delivery.method === 'address') return addressNames(tx, input);
    if (delivery.method === 'carrier' && delivery.carrier) return carrierNames(carrier, delivery.carrier, lang);
    return {};
  };
}

const CARRIER_TYPES = ['courier', 'warehouse', 'postmachine'] as const;

/** What a letter says about an order's delivery: its kept choice and names (none for an older order). */
export function letterDelivery(order: Pick<Order, 'delivery' | 'delivery_names'>): DeliveryFacts {
  const d = order.delivery as { method?: unknown; date?: unknown; time?: unknown; carrier?: { type?: unknown } };
  const n = order.delivery_names ?? {};
  const facts: DeliveryFacts = {
    method: 'agreed_by_phone',
    place: [],
    apartment: null,
    carrier: null,
    point: null,
    date: typeof d.date === 'string' ? d.date : null,
    time: typeof d.time === 'string' ? d.time : null,
  };
  const list = (...names: (string | undefined)[]) => names.filter((name): name is string => !!name);
  if (d.method === 'pickup') return { ...facts, method: 'pickup', place: list(n.store_name, n.store_address) };
  if (d.method === 'address')
    return {
      ...facts,
      method: 'address',
      place: list(n.locality, n.sector, n.street, n.building),
      apartment: n.apartment ?? null,
    };
  if (d.method === 'carrier')
    return {
      ...facts,
      method: 'carrier',
      place: list(n.carrier_city),
      carrier: CARRIER_TYPES.find((one) => one === d.carrier?.type) ?? null,
      point:
        n.carrier_point_number || n.carrier_point
          ? { number: n.carrier_point_number ?? null, address: n.carrier_point ?? null }
          : null,
    };
  return facts;
}
