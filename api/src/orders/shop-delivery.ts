// The shop's delivery pricer for orders: the delivery module's rule (quoteDelivery) for the place and
// type chosen, after checking that the choice names what it needs: pickup one of this shop's stores,
// an address delivery the shopper's own saved address or a typed one (its sector and listed street in
// the locality chosen, as quoteDelivery holds the locality to its region), a carrier delivery its
// branch or post machine.
import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { deliveryAddresses, sectors, stores, streets } from '../db/schema/index.ts';
import { quoteDelivery } from '../delivery/delivery-price.ts';
import { HttpError } from '../plugins/errors.ts';
import type { DeliveryPricer, DeliveryQuoteInput } from './delivery-price.ts';

const refused = (fieldErrors: Record<string, string[]>) =>
  new HttpError(400, 'validation_failed', 'The delivery is missing what it needs', fieldErrors);

/** A sector or listed street of a typed address lies in the locality chosen. */
async function checkAddressPlaces(tx: Db, delivery: DeliveryQuoteInput['delivery']) {
  const address = delivery.address;
  if (!address) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, table, id] of [
    ['sector_id', sectors, address.sector_id],
    ['street_id', streets, address.street_id],
  ] as const) {
    if (id === undefined) continue;
    const [row] = await tx.select({ localityId: table.localityId }).from(table).where(eq(table.id, id));
    if (!row) fieldErrors[`delivery.address.${field}`] = ['not_found'];
    else if (row.localityId !== delivery.locality_id) fieldErrors[`delivery.address.${field}`] = ['not_in_locality'];
  }
  if (Object.keys(fieldErrors).length) throw refused(fieldErrors);
}

/** A saved address is the shopper's own: anyone else's (and a guest's any) is not found. */
async function checkSavedAddress(tx: Db, userId: number | null, id: number) {
  const [own] =
    userId === null
      ? []
      : await tx
          .select({ id: deliveryAddresses.id })
          .from(deliveryAddresses)
          .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)));
  if (!own) throw refused({ 'delivery.shipping_address_id': ['not_found'] });
}

async function checkChoice(tx: Db, { siteId, userId, delivery }: DeliveryQuoteInput) {
  if (delivery.method === 'pickup') {
    if (delivery.store_id === undefined) throw refused({ 'delivery.store_id': ['required'] });
    const [store] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, delivery.store_id), eq(stores.siteId, siteId)));
    if (!store) throw refused({ 'delivery.store_id': ['not_found'] });
  }
  if (delivery.method === 'address' && delivery.shipping_address_id === undefined && !delivery.address)
    throw refused({ 'delivery.address': ['required'] });
  if (delivery.method === 'address' && delivery.shipping_address_id !== undefined && !delivery.address)
    await checkSavedAddress(tx, userId, delivery.shipping_address_id);
  if (delivery.method === 'address') await checkAddressPlaces(tx, delivery);
  if (delivery.method === 'carrier') {
    const { carrier } = delivery;
    if (!carrier) throw refused({ 'delivery.carrier': ['required'] });
    if (carrier.type === 'warehouse' && !carrier.warehouse_ref_id)
      throw refused({ 'delivery.carrier.warehouse_ref_id': ['required'] });
    if (carrier.type === 'postmachine' && !carrier.postmachine_ref_id)
      throw refused({ 'delivery.carrier.postmachine_ref_id': ['required'] });
  }
}

export const shopDeliveryPricer: DeliveryPricer = async (tx, input) => {
  await checkChoice(tx, input);
  const { delivery } = input;
  const { priceMinor } = await quoteDelivery(
    tx,
    input.settings,
    { lines: input.lines, pricing: input.pricing },
    {
      method: delivery.method,
      delivery_type: delivery.delivery_type,
      ...(delivery.region_id === undefined ? {} : { region_id: delivery.region_id }),
      ...(delivery.locality_id === undefined ? {} : { locality_id: delivery.locality_id }),
    },
  );
  return priceMinor;
};
