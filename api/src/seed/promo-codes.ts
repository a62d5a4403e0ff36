// Demo promo codes for every shop, so the cart's promo field can be tried: a general percent code
// (once per shopper), a general value code, a product value code on the shop's five top products, a
// single-use code and an expired one. Values of value codes are minor units of the shop's currency.
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { products, promoCodes, sites } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

export const DEMO_PROMO_CODES = ['WELCOME10', 'MINUS50', 'PRODUCT20', 'ONCE25', 'OLD5'] as const;

async function topProducts(db: Db, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.active, true), eq(products.available, true)))
    .orderBy(desc(products.sortPriority), products.id)
    .limit(5);
  return rows.map((row) => row.id);
}

export async function seedPromoCodes(db: Db, now: Date = new Date()) {
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const open = { startsAt: day(-30), endsAt: day(365) };
  for (const { id: siteId } of await db.select({ id: sites.id }).from(sites)) {
    const general = { siteId, type: 'general' as const, productIds: [] };
    await db
      .insert(promoCodes)
      .values([
        { ...general, code: 'WELCOME10', valueType: 'percent', value: 10, maxUsesPerUser: 1, ...open },
        { ...general, code: 'MINUS50', valueType: 'value', value: 5000, ...open },
        {
          siteId,
          code: 'PRODUCT20',
          type: 'product',
          valueType: 'value',
          value: 2000,
          productIds: await topProducts(db, siteId),
          ...open,
        },
        { ...general, code: 'ONCE25', valueType: 'percent', value: 25, singleUse: true, ...open },
        { ...general, code: 'OLD5', valueType: 'percent', value: 5, startsAt: day(-60), endsAt: day(-1) },
      ])
      .onConflictDoNothing();
  }
}
