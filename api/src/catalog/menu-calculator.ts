// general/menu-calculator: the meal-plan shop's plans priced for a locality (delivery's localities),
// with the dishes of every day drawn from the shop's own catalogue.
import { and, asc, eq } from 'drizzle-orm';

import type { Currency, Locale } from '@vitrina/domain';
import { deliveryZone, localityById, toMajor } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';
import {
  CALORIE_UNIT,
  DAY_DESCRIPTION,
  DAY_NAMES,
  DELIVERY_PER_DAY_MINOR,
  MENU_CALCULATORS,
  type MenuCalculatorSeed,
} from '../seed/menu-calculator.ts';
import { productImage, productUrl, t, type LangContext } from './localise.ts';

/**
 * The menu runs in four-week cycles starting on a Monday; the current date's place in the cycle
 * is what the calculator opens on. ISO weeks, so every shop agrees whatever its time zone's week start.
 */
export function menuDateOf(now: Date): { week: number; day: number } {
  const day = ((now.getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 4 - day));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const isoWeek = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { week: ((isoWeek - 1) % 4) + 1, day };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

interface MenuRequest {
  siteId: number;
  brandKey: string;
  currency: Currency;
  ctx: LangContext;
  localityId: number;
  now: Date;
}

/**
 * The shop's calculator, or 404 when it sells no meal plans. The route asks before it validates the
 * query, so the storefront learns whether a shop has a calculator before a city is chosen (the call
 * without `locality_id` is 404 on such a shop and 400, a city is needed, on a shop with plans).
 */
export function calculatorOf(brandKey: string): MenuCalculatorSeed {
  const seed = MENU_CALCULATORS[brandKey];
  if (!seed) throw notFound('Menu calculator');
  return seed;
}

export async function loadMenuCalculator(db: Db, request: MenuRequest) {
  const seed = calculatorOf(request.brandKey);
  const locality = localityById(request.localityId);
  if (!locality) throw notFound('Locality');
  const deliveryPerDayMinor = DELIVERY_PER_DAY_MINOR[deliveryZone(locality.regionId, locality.key)];
  const lang: Locale = request.ctx.lang;
  // One query: the shop's active products in a fixed order, so a day's dishes never change between calls.
  const dishes = await db
    .select({ id: products.id, title: products.title, slug: products.slug })
    .from(products)
    .where(and(eq(products.siteId, request.siteId), eq(products.active, true)))
    .orderBy(asc(products.id))
    .limit(200);
  const dishAt = (n: number) => dishes[n % Math.max(dishes.length, 1)];
  const menu = seed.plans.map((plan, planIndex) => ({
    calories: plan.calories,
    title: `${plan.calories} ${CALORIE_UNIT[lang]}`,
    durations: seed.durations.map((duration) => {
      const dayMinor = Math.round(((plan.dayPriceMinor + deliveryPerDayMinor) * (100 - duration.discount)) / 100);
      return {
        duration: duration.days,
        price: toMajor(dayMinor * duration.days),
        discount: duration.discount,
        days: Array.from({ length: duration.days }, (_, i) => {
          const week = Math.floor(i / 7) + 1;
          const day = (i % 7) + 1;
          const first = (planIndex * 28 + i) * seed.mealsPerDay;
          const dayDishes = Array.from({ length: seed.mealsPerDay }, (_, m) => dishAt(first + m)).filter(
            (d) => d !== undefined,
          );
          return {
            week,
            day,
            day_name: DAY_NAMES[lang][day - 1]!,
            description: fill(DAY_DESCRIPTION[lang], { week, day, meals: seed.mealsPerDay, calories: plan.calories }),
            products: dayDishes.map((d) => ({
              productId: d.id,
              title: t(d.title, request.ctx),
              url: productUrl(t(d.slug, request.ctx)),
              img: productImage(d.id),
            })),
          };
        }),
      };
    }),
  }));
  return { currency: request.currency, menu, current_date: menuDateOf(request.now) };
}
