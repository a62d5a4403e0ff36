// The meal-plan shop's menu calculator and the delivery localities it is priced for.
import { z } from 'zod';

import { dbIdParam } from './common.ts';

export const localityListQuery = z.object({ region_id: dbIdParam.optional() });
export const localityListResponse = z
  .array(z.object({ localityId: z.number().int(), regionId: z.number().int(), label: z.string() }))
  .meta({ id: 'LocalityList' });

export const menuCalculatorQuery = z.object({
  locality_id: dbIdParam.describe('Where the menu is delivered (prices differ by locality)'),
});

const menuProductSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  url: z.string(),
  img: z.string(),
});
const menuDaySchema = z.object({
  week: z.number().int().min(1),
  day: z.number().int().min(1).max(7),
  day_name: z.string().describe('Short weekday name in the request language, e.g. Пн'),
  description: z.string(),
  products: z.array(menuProductSchema),
});
const menuDurationSchema = z.object({
  duration: z.number().int().describe('Days'),
  price: z.number().describe('Major units of the site currency, delivery included'),
  discount: z.number().int().describe('Percent off the daily price'),
  days: z.array(menuDaySchema),
});

export const menuCalculatorResponse = z
  .object({
    currency: z.string(),
    menu: z.array(z.object({ calories: z.number().int(), title: z.string(), durations: z.array(menuDurationSchema) })),
    current_date: z.object({ week: z.number().int().min(1), day: z.number().int().min(1).max(7) }),
  })
  .meta({ id: 'MenuCalculator' });
export type MenuCalculator = z.infer<typeof menuCalculatorResponse>;
