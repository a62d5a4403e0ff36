// The remote's texts in this language, by area (typed against English: a missing key fails to compile).
import { advertRu } from './advert/ru.ts';
import { commonRu } from './common/ru.ts';
import { formRu } from './form/ru.ts';
import { listRu } from './list/ru.ts';
import { mineRu } from './mine/ru.ts';
import type { AdvertsTextKey } from './en.ts';

export const ru: Record<AdvertsTextKey, string> = { ...commonRu, ...listRu, ...advertRu, ...formRu, ...mineRu };
