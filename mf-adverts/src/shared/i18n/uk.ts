// The remote's texts in this language, by area (typed against English: a missing key fails to compile).
import { advertUk } from './advert/uk.ts';
import { commonUk } from './common/uk.ts';
import { formUk } from './form/uk.ts';
import { listUk } from './list/uk.ts';
import { mineUk } from './mine/uk.ts';
import type { AdvertsTextKey } from './en.ts';

export const uk: Record<AdvertsTextKey, string> = { ...commonUk, ...listUk, ...advertUk, ...formUk, ...mineUk };
