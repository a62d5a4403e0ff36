// general/delivery-time/{storeId}: a store of the shop and the delivery slots it can serve over the
// shop's calendar (days_ahead, closed weekdays). Another shop's store is not found.
import { and, eq } from 'drizzle-orm';

import { deliverySlots } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';
import { shopDeliveryOf } from './shop-settings.ts';

export async function storeDeliveryTime(db: Db, site: Site, storeId: number, now: Date) {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.siteId, site.id)))
    .limit(1);
  if (!store) throw notFound('Store');
  const calendar = shopDeliveryOf(site.settings);
  const days = deliverySlots({
    now,
    timeZone: store.timeZone,
    daysAhead: calendar.daysAhead,
    closedWeekdays: calendar.closedWeekdays,
    hours: store.openingHours,
    preparationHours: store.preparationHours,
  });
  return { store_id: store.id, days };
}
