// A shopper's delivery addresses. At most one is the default: the first address is, a new one may
// take it over, and deleting the default passes it to the newest address left, so a shopper with
// addresses always has one to preselect at checkout. Another user's address is a 404.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';

import type { DeliveryAddress, createDeliveryAddressRequest } from '@vitrina/contract';

import type { Db } from '../db/client.ts';
import { deliveryAddresses } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

type AddressRow = typeof deliveryAddresses.$inferSelect;
type NewAddress = z.infer<typeof createDeliveryAddressRequest>;

export const addressOf = (row: AddressRow): DeliveryAddress => ({
  shipping_address_id: row.id,
  shipping_city_id: row.cityId,
  shipping_street_id: row.streetId,
  shipping_building: row.building,
  shipping_apartment: row.apartment,
  shipping_address_note: row.note,
  is_default: row.isDefault,
});

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<DeliveryAddress[]> {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.id));
  return rows.map(addressOf);
}

const clearDefault = (db: Db, userId: number) =>
  db
    .update(deliveryAddresses)
    .set({ isDefault: false })
    .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)));

export async function createAddress(db: Db, userId: number, form: NewAddress): Promise<DeliveryAddress> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.userId, userId))
      .limit(1);
    const isDefault = form.is_default || !existing;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(deliveryAddresses)
      .values({
        userId,
        cityId: form.shipping_city_id,
        streetId: form.shipping_street_id,
        building: form.shipping_building,
        apartment: form.shipping_apartment,
        note: form.shipping_address_note,
        isDefault,
      })
      .returning();
    return addressOf(row!);
  });
}

const own = (userId: number, id: number) => and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId));

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(deliveryAddresses).where(own(userId, id)).returning();
    if (!row) throw notFound('Delivery address');
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.userId, userId))
      .orderBy(desc(deliveryAddresses.id))
      .limit(1);
    if (next) await tx.update(deliveryAddresses).set({ isDefault: true }).where(own(userId, next.id));
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<DeliveryAddress[]> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(own(userId, id));
    if (!row) throw notFound('Delivery address');
    await tx
      .update(deliveryAddresses)
      .set({ isDefault: false })
      .where(and(eq(deliveryAddresses.userId, userId), ne(deliveryAddresses.id, id)));
    await tx.update(deliveryAddresses).set({ isDefault: true }).where(own(userId, id));
  });
  return listAddresses(db, userId);
}
