// Demo credit programs, so the credit window can be tried: Iute Credit in the two Moldovan shops
// (speakers, kids), a bank program limited to the speakers shop's five top products, a 0 % program
// limited to the kids shop's strollers (the category and its subcategories) and two Ukrainian banks'
// programs in the tech shop. Amounts are minor units of the shop's currency.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Translated } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { categories, creditPrograms, products, sites } from '../db/schema/index.ts';
import { L } from './brands/text.ts';

interface ProgramSeed {
  lender: string;
  lenderName: string;
  title: Translated;
  months: number[];
  monthlyRateBp: number;
  minAmountMinor: number;
  maxAmountMinor: number;
  /** Limited to the shop's five top products, or to the top category with this English slug. */
  only?: 'top_products' | { categorySlug: string };
}

const IUTE = { lender: 'iute', lenderName: 'Iute Credit' };
const QUICK = L('Credit rapid', 'Быстрый кредит', 'Quick credit', 'Швидкий кредит');

const SHOPS: Readonly<Record<string, ProgramSeed[]>> = {
  speakers: [
    {
      ...IUTE,
      title: L('Rate fără dobândă', 'Рассрочка без процентов', 'Interest-free instalments', 'Розстрочка без відсотків'),
      months: [3, 6],
      monthlyRateBp: 0,
      minAmountMinor: 100_000,
      maxAmountMinor: 3_000_000,
    },
    {
      ...IUTE,
      title: QUICK,
      months: [6, 12, 18, 24, 36],
      monthlyRateBp: 250,
      minAmountMinor: 150_000,
      maxAmountMinor: 10_000_000,
    },
    {
      lender: 'maib',
      lenderName: 'maib',
      title: L('Credit de consum', 'Потребительский кредит', 'Consumer credit', 'Споживчий кредит'),
      months: [12, 24],
      monthlyRateBp: 120,
      minAmountMinor: 500_000,
      maxAmountMinor: 20_000_000,
      only: 'top_products',
    },
  ],
  kids: [
    {
      ...IUTE,
      title: L(
        'Cărucioare în rate 0%',
        'Коляски в рассрочку 0%',
        'Strollers at 0% instalments',
        'Візочки в розстрочку 0%',
      ),
      months: [4],
      monthlyRateBp: 0,
      minAmountMinor: 100_000,
      maxAmountMinor: 3_000_000,
      only: { categorySlug: 'strollers' },
    },
    {
      ...IUTE,
      title: QUICK,
      months: [3, 6, 12],
      monthlyRateBp: 300,
      minAmountMinor: 50_000,
      maxAmountMinor: 5_000_000,
    },
  ],
  tech: [
    {
      lender: 'monobank',
      lenderName: 'monobank',
      title: L('Plata în rate', 'Оплата частями', 'Pay in parts', 'Оплата частинами'),
      months: [3, 6, 10],
      monthlyRateBp: 0,
      minAmountMinor: 50_000,
      maxAmountMinor: 10_000_000,
    },
    {
      lender: 'privatbank',
      lenderName: 'PrivatBank',
      title: L('Rate instant', 'Мгновенная рассрочка', 'Instant instalments', 'Миттєва розстрочка'),
      months: [6, 12, 24],
      monthlyRateBp: 290,
      minAmountMinor: 100_000,
      maxAmountMinor: 30_000_000,
    },
  ],
};

async function limitsOf(db: Db, siteId: number, only: ProgramSeed['only']) {
  if (only === undefined) return {};
  if (only === 'top_products') {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.active, true)))
      .orderBy(desc(products.sortPriority), products.id)
      .limit(5);
    return { productIds: rows.map((row) => row.id) };
  }
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.siteId, siteId),
        isNull(categories.parentId),
        sql`${categories.slug}->>'en' = ${only.categorySlug}`,
      ),
    );
  return { categoryIds: rows.map((row) => row.id) };
}

export async function seedCreditPrograms(db: Db) {
  for (const { id: siteId, brandKey } of await db.select({ id: sites.id, brandKey: sites.brandKey }).from(sites)) {
    const seeds = SHOPS[brandKey] ?? [];
    // A seed of one more shop leaves the shops seeded before alone.
    const [seeded] = await db
      .select({ id: creditPrograms.id })
      .from(creditPrograms)
      .where(eq(creditPrograms.siteId, siteId))
      .limit(1);
    if (seeded) continue;
    for (const [position, { only, ...program }] of seeds.entries())
      await db.insert(creditPrograms).values({ siteId, ...program, ...(await limitsOf(db, siteId, only)), position });
  }
}
