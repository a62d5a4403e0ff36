// The remote's texts in this language, by area (typed against English: a missing key fails to compile).
import { advertRo } from './advert/ro.ts';
import { commonRo } from './common/ro.ts';
import { formRo } from './form/ro.ts';
import { listRo } from './list/ro.ts';
import { mineRo } from './mine/ro.ts';
import type { AdvertsTextKey } from './en.ts';

export const ro: Record<AdvertsTextKey, string> = { ...commonRo, ...listRo, ...advertRo, ...formRo, ...mineRo };
