// The ten demo brands, in the order their sites are created.
import type { BrandSeed } from '../brand-seed.ts';
import { doors2 } from './doors-2.ts';
import { doors } from './doors.ts';
import { habsev } from './habsev.ts';
import { kids } from './kids.ts';
import { mealPlan } from './meal-plan.ts';
import { pharmacy } from './pharmacy.ts';
import { plastics } from './plastics.ts';
import { speakers } from './speakers.ts';
import { tech } from './tech.ts';
import { tobacco } from './tobacco.ts';

export const BRAND_SEEDS: BrandSeed[] = [
  speakers,
  habsev,
  pharmacy,
  doors,
  kids,
  tobacco,
  plastics,
  tech,
  doors2,
  mealPlan,
];
