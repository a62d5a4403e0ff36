// English defines the keys of the remote's texts (its i18next namespace), one file per area; ro, ru
// and uk are typed against them, and test/texts.test.ts checks every key, text and placeholder in each.
import { advertEn } from './advert/en.ts';
import { commonEn } from './common/en.ts';
import { formEn } from './form/en.ts';
import { listEn } from './list/en.ts';
import { mineEn } from './mine/en.ts';

export const en = { ...commonEn, ...listEn, ...advertEn, ...formEn, ...mineEn };
export type AdvertsTextKey = keyof typeof en;
